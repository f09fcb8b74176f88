// System test: the production server, started as `npm start` starts it, cuts off a client that
// trickles its headers or a login body one byte at a time, and keeps serving everyone else.
//
// Part of the `system` project (npm run test:system), run by npm test after the build.
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild, freshSqliteDatabase } from '../../scripts/lib/build.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

const port = 3190
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  // The build is checked against the database it was made with (a different DATABASE_URL would
  // count as changed sources and rebuild), then the test gets its own.
  await freshSqliteDatabase()
  expect(await ensureBuild()).toBe(0)
  await freshSqliteDatabase('slow-clients.db')
  server = await startServer({
    port,
    refreshPages: false,
    // Shorter than production's 10 s and 60 s, so the test does not wait as long; the defaults
    // themselves are unit-tested (src/kernel/server/server-limits.test.ts).
    env: { SERVER_HEADERS_TIMEOUT_MS: '3000', SERVER_REQUEST_TIMEOUT_MS: '5000' },
  })
})

afterAll(async () => {
  await server?.stop()
})

/**
 * Sends `head` at once, then `bytes` one every `everyMs`; resolves with how long the server kept
 * the connection.
 */
function trickle(head: string, bytes: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
    let sent = 0
    const timer = setInterval(() => {
      if (sent < bytes.length && socket.writable) socket.write(bytes[sent++])
    }, everyMs)
    socket.on('data', () => undefined)
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve(Date.now() - started)
    })
  })
}

describe('a slow client', () => {
  it('trickling its headers is cut off once the header timeout has passed', async () => {
    const held = await trickle('', `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(500)}`, 200)
    expect(held).toBeGreaterThan(2_500)
    expect(held).toBeLessThan(6_000)
  })

  it('trickling a login body is cut off once the request timeout has passed, and others are served meanwhile', async () => {
    const head =
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 5000\r\n\r\n'
    const cut = trickle(head, '{'.padEnd(5000, ' '), 50)
    const meanwhile = await fetch(`${server.url}/robots.txt`)
    expect(meanwhile.status).toBe(200)
    const held = await cut
    expect(held).toBeGreaterThan(4_500)
    expect(held).toBeLessThan(8_000)
  })
})
