// A local HTTPS + HTTP/2 front for the Lighthouse benchmark. In production the app sits behind a
// TLS-terminating reverse proxy or CDN (see the README's "Running at scale"), and phones reach it
// over HTTPS with HTTP/2 or 3: one connection carries every request. The app server alone speaks
// plain HTTP/1.1, where a browser opens up to six connections and queues the rest, and Lighthouse
// simulates a slow mobile network from that. This front stands in for the proxy: it terminates TLS
// with a throwaway self-signed certificate and passes each request on to the app unchanged. It is
// written here because the packages that do this either speak only HTTP/1.1 to the browser or
// need a native build; Node's own http2 module does it in a hundred lines.
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'

// Connection-level headers that HTTP/2 forbids and a proxy never forwards.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
])

/** A self-signed certificate for 127.0.0.1, valid for a day; nothing is left on disk. */
function throwawayCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-plus-tls-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    // openssl 1.1.1+ (Debian's `openssl` package) knows -addext.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) }
  } catch (error) {
    throw new Error(
      `could not make a certificate with openssl (apt-get install -y openssl): ${error.message}`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Starts the front on 127.0.0.1:<port>, forwarding to `target` (http://127.0.0.1:<port>).
 * Resolves with its URL and the certificate's SPKI hash, which Chromium is told to trust with
 * --ignore-certificate-errors-spki-list (that certificate only, not every certificate error).
 */
export async function startTlsFront({ port, target }) {
  const { key, cert } = throwawayCertificate()
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')
  const upstream = new URL(target)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = {}
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !hopByHop.has(name)) headers[name] = value
    }
    headers.host = upstream.host
    headers['x-forwarded-proto'] = 'https'
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1'
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (reply) => {
        const replyHeaders = {}
        for (const [name, value] of Object.entries(reply.headers)) {
          if (!hopByHop.has(name)) replyHeaders[name] = value
        }
        response.writeHead(reply.statusCode ?? 502, replyHeaders)
        reply.pipe(response)
      },
    )
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    // A browser that cancels a request (or closes the tab) ends the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy()
    })
    request.pipe(forwarded)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `https://127.0.0.1:${port}`,
    spki,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.close(() => resolve())
      }),
  }
}
