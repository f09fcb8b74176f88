import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Delivery = { headers: IncomingHttpHeaders; body: string; path: string }

/**
 * A webhook receiver on 127.0.0.1 (the outside system the app posts leads to): records each
 * delivery and answers with the next of `statuses` (then 204), or with a redirect, after
 * `delayMs`.
 */
export async function startWebhookReceiver({
  statuses = [],
  redirectTo,
  delayMs = 0,
}: { statuses?: number[]; redirectTo?: string; delayMs?: number } = {}) {
  const deliveries: Delivery[] = []
  const answers = [...statuses]
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      })
      const answer = () => {
        if (redirectTo) response.writeHead(307, { location: redirectTo }).end()
        else response.writeHead(answers.shift() ?? 204).end()
      }
      // A slow receiver keeps the notification job that calls it running.
      if (delayMs > 0) setTimeout(answer, delayMs)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
