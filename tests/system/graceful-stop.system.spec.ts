// SIGTERM while leads arrive and a notification job is under way (its webhook receiver answers
// slowly): the production server stops taking connections, finishes the requests in flight,
// releases the job it could not finish within SHUTDOWN_GRACE_MS, and exits 0. Every lead it
// acknowledged is stored once, and no job is left claimed for a runner that no longer exists.
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase, sqliteRows } from '../../scripts/lib/build.mjs'
import { leadBody, postLead } from '../../scripts/lib/leads-client.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'
import { startWebhookReceiver } from '../helpers/webhook-receiver'

const port = Number(process.env.GRACEFUL_STOP_PORT || 3351)
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  // Its variables point at a database of its own from the start (the test makes it afresh).
  await freshSqliteDatabase('graceful-stop.db')
  // Slower than the grace period: the job that calls it cannot finish before the stop.
  receiver = await startWebhookReceiver({ delayMs: 60_000 })
})

afterAll(() => receiver?.close())

/**
 * A lead whose body is still on its way: the headers and half the body go now, the rest when
 * `finish` is called. Resolves with the reply's status (0 if the connection was cut).
 */
function slowLead(url: string, key: string) {
  const body = Buffer.from(leadBody(9_999))
  let finish = () => undefined as void
  const status = new Promise<number>((resolve) => {
    const request = http.request(
      `${url}/api/public/leads`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'idempotency-key': key,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', () => resolve(0))
    request.write(body.subarray(0, body.length / 2))
    finish = () => void request.end(body.subarray(body.length / 2))
  })
  return { status, finish: () => finish() }
}

describe('a graceful stop', () => {
  it('keeps every acknowledged lead, leaves no job claimed, and exits 0', async () => {
    const file = await freshSqliteDatabase('graceful-stop.db')
    const server = await startServer({
      port,
      refreshPages: false,
      env: {
        DATABASE_URL: `file:${file}`,
        RATE_LIMIT_DISABLED: '1',
        JOBS_AUTORUN: '1',
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: 'graceful-stop-webhook-secret',
        SHUTDOWN_GRACE_MS: '2000',
      },
    })
    const acknowledged = new Set<string>()
    const inFlight = new Set<Promise<void>>()
    let sending = true
    let paused = false
    let sent = 0
    const stream = (async () => {
      while (sending) {
        if (paused) {
          await new Promise((resolve) => setTimeout(resolve, 20))
          continue
        }
        const key = `stop-${sent}`
        const request: Promise<void> = postLead(server.url, leadBody(sent), {
          'idempotency-key': key,
        }).then((status) => {
          if (status === 200) acknowledged.add(key)
          inFlight.delete(request)
        })
        sent += 1
        inFlight.add(request)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()

    // Leads flow; in the first pause the notification jobs start, and wait on the slow webhook.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    paused = true
    const deadline = Date.now() + 20_000
    while (receiver.deliveries.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(receiver.deliveries.length).toBeGreaterThan(0)
    const claimedBefore = await sqliteRows(
      file,
      'SELECT count(*) AS n FROM payload_jobs WHERE processing = 1',
    )
    expect(Number(claimedBefore[0].n)).toBeGreaterThan(0)
    paused = false
    await new Promise((resolve) => setTimeout(resolve, 500))

    // A request in flight when the signal comes: it is answered, not cut.
    const slow = slowLead(server.url, 'stop-in-flight')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const stoppedAt = Date.now()
    server.stop()
    await new Promise((resolve) => setTimeout(resolve, 500))
    slow.finish()
    // Leads keep coming while it stops: refused ones are simply not acknowledged.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    sending = false
    await stream
    await Promise.all(inFlight)
    const code = await server.exited
    const tookMs = Date.now() - stoppedAt
    console.log(
      `[graceful stop] ${sent} sent, ${acknowledged.size} acknowledged, exit ${code} after ${tookMs} ms`,
    )

    expect(code).toBe(0)
    expect(await slow.status).toBe(200)
    acknowledged.add('stop-in-flight')
    // The bounded wait: the grace period and a little, not the webhook's minute.
    expect(tookMs).toBeLessThan(15_000)
    const rows = await sqliteRows(
      file,
      'SELECT idempotency_key AS k, count(*) AS n FROM leads GROUP BY 1',
    )
    const stored = new Map(rows.map((row) => [String(row.k), Number(row.n)]))
    expect([...acknowledged].filter((key) => !stored.has(key))).toEqual([])
    expect([...stored].filter(([, n]) => n > 1)).toEqual([])
    expect(acknowledged.size).toBeGreaterThan(20)
    const claimed = await sqliteRows(
      file,
      'SELECT count(*) AS n FROM payload_jobs WHERE processing = 1',
    )
    expect(Number(claimed[0].n)).toBe(0)
  })
})
