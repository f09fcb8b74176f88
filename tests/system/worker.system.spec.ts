// The setup for more than one web instance: web servers started with JOBS_AUTORUN=0 store leads
// and answer pages only, and `npm run worker` (the job queue without the site) sends the
// notifications, reports its own metrics and liveness on WORKER_METRICS_PORT, and stops gracefully
// on SIGTERM, leaving no job claimed.
import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase, sqliteRows } from '../../scripts/lib/build.mjs'
import { leadBody, postLead } from '../../scripts/lib/leads-client.mjs'
import { loadLocalEnv, projectRoot } from '../../scripts/lib/local-env.mjs'
import { startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'
import { startWebhookReceiver } from '../helpers/webhook-receiver'

const webPort = Number(process.env.WORKER_WEB_PORT || 3353)
const workerPort = Number(process.env.WORKER_METRICS_TEST_PORT || 3354)
const metricsToken = 'metrics-token-for-the-worker-test'
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let file: string

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  file = await freshSqliteDatabase('worker.db')
  receiver = await startWebhookReceiver()
}, 900_000)

afterAll(() => receiver?.close())

const query = (sql: string) => sqliteRows(file, sql)

const scrape = async (url: string) => {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  })
  expect(response.status).toBe(200)
  return response.text()
}

async function waitFor(what: string, done: () => Promise<boolean> | boolean, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('web instances without jobs, and one worker', () => {
  it('leaves the notifications to the worker, which reports them and stops gracefully', async () => {
    const shared = {
      DATABASE_URL: `file:${file}`,
      RATE_LIMIT_DISABLED: '1',
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: 'worker-test-webhook-secret',
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'warn',
    }
    const web = await startServer({
      port: webPort,
      refreshPages: false,
      env: { ...shared, JOBS_AUTORUN: '0' },
    })
    try {
      // Leads stored while no worker runs stay queued: the web instance sends nothing.
      for (let n = 0; n < 3; n++) expect(await postLead(web.url, leadBody(n))).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(receiver.deliveries).toHaveLength(0)
      const queued = await query(
        "SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'notifyLead' AND completed_at IS NULL",
      )
      expect(Number(queued[0].n)).toBe(3)

      const worker = spawn(process.execPath, ['scripts/with-env.mjs', 'tsx', 'scripts/worker.ts'], {
        cwd: projectRoot,
        env: { ...process.env, ...shared, WORKER_METRICS_PORT: String(workerPort) },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve))
      const workerUrl = `http://127.0.0.1:${workerPort}`
      try {
        await waitFor('the queued notifications', () => receiver.deliveries.length >= 3, 120_000)
        // One more while it runs: it reaches sales within a few seconds.
        const sentAt = Date.now()
        expect(await postLead(web.url, leadBody(3))).toBe(200)
        await waitFor('the new lead’s notification', () => receiver.deliveries.length >= 4)
        console.log(`[worker] a new lead's webhook after ${Date.now() - sentAt} ms`)

        const live = await fetch(`${workerUrl}/api/health/live`)
        expect(live.status).toBe(200)
        expect(await live.json()).toEqual({ status: 'ok' })
        expect((await fetch(`${workerUrl}/api/metrics`)).status).toBe(401)
        expect((await fetch(`${workerUrl}/anything-else`)).status).toBe(404)
        const figures = await scrape(workerUrl)
        expect(figures).toContain('clinic_notifications_total{channel="webhook",result="sent"} 4')
        expect(figures).toMatch(/^clinic_job_runner_idle_seconds\{runner="jobs"\} \d/m)
        // The web instance sent none, and runs no job runner.
        const webFigures = await scrape(web.url)
        expect(webFigures).not.toMatch(/clinic_notifications_total\{channel="webhook"/)
        expect(webFigures).not.toMatch(/^clinic_job_runner_idle_seconds\{/m)
        expect(webFigures).toContain(
          'clinic_submissions_total{form="lead",outcome="stored",reason=""} 4',
        )
      } finally {
        worker.kill('SIGTERM')
      }
      expect(await exited).toBe(0)
      const claimed = await query('SELECT count(*) AS n FROM payload_jobs WHERE processing = 1')
      expect(Number(claimed[0].n)).toBe(0)
      expect(new Set(receiver.deliveries.map((delivery) => delivery.body)).size).toBe(4)
    } finally {
      web.stop()
      await web.exited
    }
  })
})
