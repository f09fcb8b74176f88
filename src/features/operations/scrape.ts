import type { Payload } from 'payload'

import { safeEqual } from '@/kernel/api/safe-equal'
import { env } from '@/kernel/env'
import { lastRunnerTick } from '@/kernel/server/lifecycle'
import { metrics } from '@/kernel/server/metrics.mjs'

import { lastRunFailed, readBackupStatus } from './backup/create'
import { queueFigures } from './queue'

/**
 * Brings the gauges up to date for a scrape: the job queue (from the database every instance
 * shares), this instance's job runner, and the last backup (from the status the backup run records beside its copies).
 */
export async function refreshGauges(payload: Payload, now = new Date()): Promise<void> {
  const m = metrics()
  const [queue, backup] = await Promise.all([queueFigures(payload, now), readBackupStatus()])
  m.jobsQueued.set(queue.queued)
  m.jobsFailed.set(queue.failed)
  m.oldestJobAge.set(queue.oldestDue === null ? 0 : (now.getTime() - queue.oldestDue) / 1000)
  const tick = lastRunnerTick()
  if (env.JOBS_AUTORUN && tick !== undefined) {
    m.runnerIdle.set({ runner: 'jobs' }, (now.getTime() - tick) / 1000)
  } else m.runnerIdle.reset()
  const success = backup?.lastSuccess
  if (success) {
    m.backupAge.set(
      { backup: 'last-success' },
      (now.getTime() - new Date(success.at).getTime()) / 1000,
    )
    m.backupSize.set({ backup: 'last-success' }, success.bytes)
  } else {
    m.backupAge.reset()
    m.backupSize.reset()
  }
  m.backupFailing.set(lastRunFailed(backup) ? 1 : 0)
}

const noStore = { 'cache-control': 'no-store' }

/**
 * The reply to a scrape of GET /api/metrics, on the web server (app/api/metrics) and on the
 * worker's own port (scripts/worker.ts): this process's metrics in Prometheus' text format for a
 * scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN there is no
 * such route (404); a missing or wrong token is a 401.
 */
export async function metricsReply(
  request: Request,
  payload: () => Promise<Payload>,
): Promise<Response> {
  if (!env.METRICS_TOKEN) return new Response('Not Found', { status: 404, headers: noStore })
  const header = request.headers.get('authorization') ?? ''
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  if (!safeEqual(sent, env.METRICS_TOKEN)) {
    return new Response('Unauthorized', {
      status: 401,
      headers: { ...noStore, 'www-authenticate': 'Bearer realm="metrics"' },
    })
  }
  const { registry } = metrics()
  try {
    await refreshGauges(await payload())
  } catch (error) {
    // The process's own figures still go out; the gauges keep their last values.
    console.error('[metrics] could not read the queue or the backup status', error)
  }
  return new Response(await registry.metrics(), {
    headers: { ...noStore, 'content-type': registry.contentType },
  })
}
