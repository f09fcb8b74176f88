// The "no-JS limit" for `npm run bench:lighthouse`: serves a page's own HTML with every script
// removed (inline and external, and the preloads of scripts), with the page's own response
// headers, while its CSS, fonts and images still come from the app. What remains is what the page
// would cost if it were static HTML.
import http from 'node:http'

import { documentHeaders } from './document-headers.mjs'

/** The page's HTML without any script or script preload. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/**
 * A server that answers `paths` with their stripped HTML and the page's own document headers
 * (both fetched from `target` once, at start) and passes every other request to `target`
 * unchanged.
 */
export async function startNoJsFront({ port, target, paths }) {
  const pages = new Map()
  for (const pagePath of paths) {
    const response = await fetch(`${target}${pagePath}`)
    if (!response.ok) throw new Error(`no-JS front: ${pagePath} answered ${response.status}`)
    pages.set(pagePath, {
      html: stripScripts(await response.text()),
      headers: documentHeaders(response.headers),
    })
  }
  const targetUrl = new URL(target)
  const server = http.createServer((request, response) => {
    const page = pages.get(request.url)
    if (page !== undefined && request.method === 'GET') {
      response.writeHead(200, {
        ...page.headers,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(page.html)
      return
    }
    const upstream = http.request(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    scriptCount: (pagePath) => (pages.get(pagePath)?.html.match(/<script/gi) ?? []).length,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
