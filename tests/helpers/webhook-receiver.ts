import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Delivery = { headers: IncomingHttpHeaders; body: string; path: string }

/**
 * A webhook receiver on 127.0.0.1 (the outside system the app posts leads to): records each
 * delivery and answers with the next of `statuses` (then 204), or with a redirect.
 */
export async function startWebhookReceiver({
  statuses = [],
  redirectTo,
}: { statuses?: number[]; redirectTo?: string } = {}) {
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
      if (redirectTo) {
        response.writeHead(307, { location: redirectTo }).end()
        return
      }
      response.writeHead(answers.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
