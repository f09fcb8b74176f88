// A local stand-in for LINE's Messaging API, for the end-to-end server: it answers pushes and
// replies as LINE does (200, and 409 for a retry key it has already accepted) and keeps every
// request, which the tests read at GET /__requests (and clear with DELETE /__requests). Never the
// real service in tests.
import { createServer } from 'node:http'

/** The channel the end-to-end server is configured with; the tests sign webhooks with it. */
export const lineStandInChannel = {
  accessToken: 'e2e-line-channel-access-token-0123456789',
  secret: 'e2e-line-channel-secret-0123456789',
}

export async function startLineStandIn(port = 0) {
  const requests = []
  const retryKeys = new Set()
  const server = createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const url = request.url ?? ''
      if (url === '/__requests') {
        if (request.method === 'DELETE') requests.length = 0
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(requests))
        return
      }
      const body = Buffer.concat(chunks).toString('utf8')
      const authorised =
        request.headers.authorization === `Bearer ${lineStandInChannel.accessToken}`
      const retryKey = request.headers['x-line-retry-key']
      const repeated = typeof retryKey === 'string' && retryKeys.has(retryKey)
      if (typeof retryKey === 'string') retryKeys.add(retryKey)
      requests.push({ path: url, retryKey: retryKey ?? null, body: JSON.parse(body || '{}') })
      const status = !authorised ? 401 : repeated ? 409 : 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(status === 200 ? '{}' : JSON.stringify({ message: 'refused' }))
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
