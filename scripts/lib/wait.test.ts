import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { pollUntil, waitForServer } from './wait.mjs'

/** A port on 127.0.0.1 that nothing listens on (the system handed it out and it was let go). */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

describe('waitForServer', () => {
  it('resolves once a server that starts late answers', async () => {
    const port = await freePort()
    let requests = 0
    const started = Date.now()
    setTimeout(() => {
      server = createServer((_, response) => {
        requests += 1
        response.end('ok')
      }).listen(port, '127.0.0.1')
    }, 400)
    await waitForServer(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000, intervalMs: 50 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    expect(requests).toBeGreaterThanOrEqual(1)
  })

  it('waits past the statuses it is told are not ready yet', async () => {
    const port = await freePort()
    const statuses = [503, 404, 200]
    server = createServer((_, response) => {
      response.statusCode = statuses.shift() ?? 200
      response.end()
    }).listen(port, '127.0.0.1')
    await waitForServer(`http://127.0.0.1:${port}/`, {
      timeoutMs: 10_000,
      intervalMs: 20,
      isReady: (status) => status === 200,
    })
    expect(statuses).toEqual([])
  })

  it('rejects after its deadline when nothing listens', async () => {
    const port = await freePort()
    const started = Date.now()
    await expect(
      waitForServer(`http://127.0.0.1:${port}/`, { timeoutMs: 600, intervalMs: 50 }),
    ).rejects.toThrow(`http://127.0.0.1:${port}/ did not answer within 0.6 s`)
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(590)
    expect(waited).toBeLessThan(5_000)
  })

  it("rejects at once when the server's process has exited", async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' })
    await new Promise((resolve) => child.once('exit', resolve))
    const started = Date.now()
    await expect(
      waitForServer(`http://127.0.0.1:${port}/`, { timeoutMs: 30_000, intervalMs: 50, child }),
    ).rejects.toThrow('exited (3)')
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('pollUntil', () => {
  it("resolves with the check's first truthy value", async () => {
    let calls = 0
    const value = await pollUntil(() => (++calls >= 3 ? `after ${calls}` : ''), {
      timeoutMs: 5_000,
      intervalMs: 10,
    })
    expect(value).toBe('after 3')
  })

  it('resolves with undefined when the time runs out, and passes on an error from the check', async () => {
    expect(await pollUntil(() => false, { timeoutMs: 100, intervalMs: 20 })).toBeUndefined()
    await expect(
      pollUntil(
        () => {
          throw new Error('broken check')
        },
        { timeoutMs: 1_000 },
      ),
    ).rejects.toThrow('broken check')
  })
})
