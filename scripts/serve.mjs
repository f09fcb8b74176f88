// The production server: Next's own request handler on node:http, as `next start` runs it, with
// one step first. `next start` keeps any X-Forwarded-For a client sends (it fills the header only
// when absent), so every per-address limit could be walked around with a made-up header. Here
// each request's forwarding headers are replaced before Next sees them: X-Forwarded-For becomes
// the TCP peer's address, or behind TRUSTED_PROXY_HOPS proxies the hop they recorded
// (src/lib/forwarded-address.mjs), and the app keys its limits on that.
//
// It also answers the team's permanent redirects (src/lib/redirect-answer.mjs), compresses
// responses, each cached page and built file once per version rather than once per request
// (src/lib/compressed-cache.mjs), and cuts off clients that hold a connection without sending
// their request (src/lib/server-limits.mjs).
//
// Run by `npm start` (scripts/start.mjs) and by every test and benchmark server
// (scripts/lib/server.mjs), so the tests exercise what production runs. Expects a build.
import http from 'node:http'

import { createResponseCompression } from '../src/lib/compressed-cache.mjs'
import { redirectLocation } from '../src/lib/redirect-answer.mjs'
import { parseTrustedProxyHops, trustForwardingHeaders } from '../src/lib/forwarded-address.mjs'
import { applyServerLimits, serverLimits, serverOptions } from '../src/lib/server-limits.mjs'
import { loadLocalEnv, projectRoot } from './lib/local-env.mjs'

// libsql asks Node for a diagnostic report to tell glibc from musl when it loads, which happens
// with the first request that reaches the database. With its network section, that report looks
// up the name of every open socket's peer: on a host whose DNS does not answer, 5 s of blocked
// event loop with 50 connections open, measured here (the durability test acknowledged 155 of
// 4,289 leads). We never need those names.
if (process.report) process.report.excludeNetwork = true

// The .env files (TRUSTED_PROXY_HOPS may be there) and the local secret, as `npm start` has them.
loadLocalEnv()
process.env.NODE_ENV ||= 'production'

let trustedHops
let limits
try {
  trustedHops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS)
  // Timeouts and a connection cap fit for facing clients directly (src/lib/server-limits.mjs).
  limits = serverLimits()
} catch (error) {
  console.error(`[clinic-plus] ${error.message}`)
  process.exit(1)
}
const port = Number(process.env.PORT || 3000)

// The page cache handler Next will load (the same module): loaded now, it can expire pages from
// the scheduled jobs before the first page request has made Next load it.
await import('../src/lib/page-cache-handler.mjs')
const { default: next } = await import('next')
// No hostname: given one (`next start -H`), Next 16 served the /articles/detail?slug= rewrite by
// fetching the page from itself over HTTP, which failed behind a TLS proxy (13b389a). The system
// test (tests/system/client-address.system.spec.ts) checks that rewrite behind a proxy.
const app = next({ dev: false, dir: projectRoot, port })
await app.prepare()
const handle = app.getRequestHandler()
// Gzip, once per version of a cached page or built file (src/lib/compressed-cache.mjs); Next's
// own per-request compression is off (next.config.ts).
const compression = createResponseCompression()

const server = http.createServer(serverOptions(limits), async (request, response) => {
  trustForwardingHeaders(request.headers, request.socket.remoteAddress, trustedHops)
  // Old addresses the team redirected (the `redirects` collection), before Next routes them.
  const location = redirectLocation(request.method, request.url ?? '/')
  if (location) {
    response.writeHead(301, { location, 'cache-control': 'public, max-age=3600' })
    response.end()
    return
  }
  compression.install(request, response)
  try {
    await handle(request, response)
  } catch (error) {
    // What `next start` does with an error that escapes Next's handler.
    console.error(`Failed to handle request for ${request.url}`, error)
    if (!response.headersSent) response.statusCode = 500
    response.end('Internal Server Error')
  }
})
applyServerLimits(server, limits)
server.on('error', (error) => {
  console.error('[clinic-plus] the server could not start:', error.message)
  process.exit(1)
})
server.listen(port, () => {
  const behind = trustedHops
    ? `behind ${trustedHops} trusted prox${trustedHops === 1 ? 'y' : 'ies'}`
    : 'no trusted proxy: limits key on the TCP peer'
  console.log(`[clinic-plus] ready on http://localhost:${port} (${behind})`)
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    server.close()
    server.closeIdleConnections()
    const code = signal === 'SIGINT' ? 130 : 143
    setTimeout(() => process.exit(code), 5_000).unref()
    app
      .close()
      .catch((error) => console.error(error))
      .finally(() => process.exit(code))
  })
}
