// `npm run worker`: the job queue, without the site. Sends the notifications of new leads and
// registrations (checking every half second, so a lead still reaches sales within a second),
// their retries, the housekeeping schedule, the daily backup and the alert check: everything web
// instances started with JOBS_AUTORUN=0 leave to it. One worker is enough; two share the work
// (each job is claimed by exactly one runner). SIGTERM stops it gracefully: no new run starts,
// the one under way finishes (up to SHUTDOWN_GRACE_MS), a job it could not finish is released,
// exit 0. With WORKER_METRICS_PORT it answers GET /api/metrics and /api/health/live there.
import { createServer } from 'node:http'

// This process is the runner, whatever the web instances' environment says: set before the
// modules below parse the environment.
process.env.JOBS_AUTORUN = '1'
const [
  { default: config },
  { scriptPayload },
  { inWriteScope },
  lifecycle,
  { env },
  { metricsReply },
] = await Promise.all([
  import('@payload-config'),
  import('./lib/script-payload'),
  import('@/kernel/db/write-scope'),
  import('@/kernel/server/lifecycle'),
  import('@/kernel/env'),
  import('@/features/operations/scrape'),
])
const { isStopping, noteRunnerTick, stopJobs, trackedRun } = lifecycle
// JSON lines in production, as the web server prints them (src/kernel/server/log.mjs).
const log = await import('@/kernel/server/log.mjs')
if (log.logFormat() === 'json') log.routeConsoleTo(log.createLogger())

const pollMs = 500
const batch = 10

// Payload's schedules and its scheduled runner (payload.config.ts, jobs.autoRun).
const payload = await scriptPayload(config, { cron: true })
console.log('[clinic-plus] worker started: running queued jobs')

async function loop() {
  while (!isStopping()) {
    let ran = 0
    noteRunnerTick()
    try {
      const result = await trackedRun(() =>
        inWriteScope(() => payload.jobs.run({ queue: 'default', limit: batch, silent: true })),
      )
      ran = Object.keys(result.jobStatus ?? {}).length
    } catch (error) {
      payload.logger.error({ err: error }, '[worker] a job run failed')
    }
    // A full batch means a backlog: go on at once; otherwise wait for the next poll.
    if (ran < batch) await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

void loop()

// The worker's figures (the notifications it sent, its runner's last look at the queue) are its
// own: with WORKER_METRICS_PORT it serves them, and its liveness, on that port, nothing else.
const statusServer = env.WORKER_METRICS_PORT
  ? createServer((incoming, outgoing) => {
      const path = (incoming.url ?? '/').split('?')[0]
      const answer = async (): Promise<Response> => {
        if (incoming.method !== 'GET') return new Response(null, { status: 405 })
        if (path === '/api/health/live') return Response.json({ status: 'ok' })
        if (path !== '/api/metrics') return new Response('Not Found', { status: 404 })
        const headers = new Headers()
        if (incoming.headers.authorization)
          headers.set('authorization', incoming.headers.authorization)
        return metricsReply(
          new Request('http://worker/api/metrics', { headers }),
          async () => payload,
        )
      }
      answer()
        .then(async (response) => {
          outgoing.writeHead(response.status, {
            ...Object.fromEntries(response.headers),
            'cache-control': 'no-store',
          })
          outgoing.end(Buffer.from(await response.arrayBuffer()))
        })
        .catch(() => outgoing.writeHead(500).end())
    }).listen(env.WORKER_METRICS_PORT)
  : null
// As long as the web server gives its requests and jobs (scripts/serve.mjs).
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    const code = signal === 'SIGINT' ? 130 : 0
    // Nothing may keep the process past this, whatever hangs.
    setTimeout(() => process.exit(code), graceMs + 5_000).unref()
    // No new run starts; the run under way gets SHUTDOWN_GRACE_MS to finish, and what it has not
    // finished by then is released for another runner. The process ends at once after that, so
    // a released job is never still being run here while another runner takes it up.
    statusServer?.close()
    const released = await stopJobs(payload, graceMs)
    console.log(
      `[clinic-plus] worker stopped${released ? ` (${released} unfinished jobs released)` : ''}`,
    )
    process.exit(code)
  })
}

// A module (top-level await), with nothing to export.
export {}
