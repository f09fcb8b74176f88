import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { applyServerLimits, serverLimits, serverOptions } from './server-limits.mjs'

let server: http.Server | undefined

afterEach(async () => {
  const running = server
  server = undefined
  if (!running) return
  running.closeAllConnections()
  await new Promise((resolve) => running.close(resolve))
})

async function listen(env: Record<string, string>) {
  const limits = serverLimits(env)
  server = http.createServer(serverOptions(limits), (request, response) => {
    request.resume()
    request.on('end', () => response.end('ok'))
  })
  applyServerLimits(server, limits)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Sends `bytes` one at a time, every `everyMs`; resolves with how long the server kept it. */
function trickle(port: number, bytes: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let sent = 0
    const timer = setInterval(() => {
      if (sent < bytes.length && socket.writable) socket.write(bytes[sent++])
    }, everyMs)
    socket.on('data', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve(Date.now() - started)
    })
    socket.on('error', () => undefined)
  })
}

describe('the server’s limits', () => {
  it('are Node’s tighter defaults unless the environment says otherwise', () => {
    expect(serverLimits({})).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_024,
    })
    expect(serverLimits({ SERVER_MAX_CONNECTIONS: '200' }).maxConnections).toBe(200)
    expect(() => serverLimits({ SERVER_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      /SERVER_REQUEST_TIMEOUT_MS/,
    )
  })

  it('cut off a client trickling its headers one byte at a time', async () => {
    const port = await listen({
      SERVER_HEADERS_TIMEOUT_MS: '1000',
      SERVER_REQUEST_TIMEOUT_MS: '2000',
    })
    const held = await trickle(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(200), 100)
    expect(held).toBeGreaterThan(900)
    expect(held).toBeLessThan(3_500)
  })

  it('cut off a client trickling its body one byte at a time', async () => {
    const port = await listen({
      SERVER_HEADERS_TIMEOUT_MS: '1000',
      SERVER_REQUEST_TIMEOUT_MS: '2000',
    })
    // A body it never finishes: the headers arrive in time, the body a byte every 20 ms.
    const head = 'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n'
    const held = await trickle(port, head + 'a'.repeat(100_000), 20)
    expect(held).toBeGreaterThan(1_500)
    expect(held).toBeLessThan(4_500)
  })

  it('close connections over the cap at once', async () => {
    const port = await listen({ SERVER_MAX_CONNECTIONS: '2' })
    const open = () => net.connect(port, '127.0.0.1')
    const first = open()
    const second = open()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const third = open()
    const closed = await new Promise<boolean>((resolve) => {
      third.on('close', () => resolve(true))
      setTimeout(() => resolve(false), 2_000)
    })
    expect(closed).toBe(true)
    expect(first.destroyed || second.destroyed).toBe(false)
    first.destroy()
    second.destroy()
  })
})
