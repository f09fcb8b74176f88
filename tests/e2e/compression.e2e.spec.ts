import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { expect, test } from '../helpers/e2e-test'

/** The raw bytes of a response, as a browser receives them before decoding. */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' }

test('a cached page and its scripts arrive gzipped, the same bytes each time', async ({
  baseURL,
}) => {
  const first = await raw(`${baseURL}/pdpa`, gzip)
  expect(first.headers['content-encoding']).toBe('gzip')
  expect(first.headers.vary).toMatch(/Accept-Encoding/i)
  const html = gunzipSync(first.body).toString()
  expect(html).toContain('</html>')
  // Compressed once for this version of the page: later requests get the stored bytes.
  const again = await raw(`${baseURL}/pdpa`, gzip)
  expect(again.body.equals(first.body)).toBe(true)

  const script = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0]
  expect(script).toBeTruthy()
  const chunk = await raw(`${baseURL}${script}`, gzip)
  expect(chunk.headers['content-encoding']).toBe('gzip')
  expect(Number(chunk.headers['content-length'])).toBe(chunk.body.length)
  expect(gunzipSync(chunk.body).length).toBeGreaterThan(chunk.body.length)

  // A client that takes no compression gets the page as it is.
  const plain = await raw(`${baseURL}/pdpa`, {})
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toBe(html)
})

test('a page rendered per request is still compressed, as it streams', async ({ baseURL }) => {
  const login = await raw(`${baseURL}/admin/login`, gzip)
  expect(login.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(login.body).toString()).toContain('</html>')
})
