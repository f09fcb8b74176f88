// This process's Prometheus metrics (prom-client), served at GET /api/metrics behind
// METRICS_TOKEN. One registry per process, in the runtime registry (src/kernel/runtime.mjs): the
// production server (scripts/serve.mjs) records the request durations, Next's server bundles
// record the rest, and each loads its own copy of this module. With several instances each reports its own figures; Prometheus adds them.
import client from 'prom-client'

import { shared } from '../runtime.mjs'

/** Seconds; from a static file's microseconds to a slow render's seconds. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function createMetrics() {
  const registry = new client.Registry()
  // Node's own: CPU, memory, event-loop delay, garbage collection, open handles.
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    submissions: new client.Counter({
      name: 'clinic_submissions_total',
      help: 'Requests to the public forms and APIs by outcome: stored, spam or refused (with the reason)',
      labelNames: ['form', 'outcome', 'reason'],
      registers,
    }),
    notifications: new client.Counter({
      name: 'clinic_notifications_total',
      help: 'Notifications to sales and admins by channel (line, email, webhook) and result (sent, failed)',
      labelNames: ['channel', 'result'],
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: 'clinic_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit (lead, registration, login…)',
      labelNames: ['limit'],
      registers,
    }),
    requestDuration: new client.Histogram({
      name: 'clinic_http_request_duration_seconds',
      help: 'Time from a request to the end of its reply, by route group, method and status class',
      labelNames: ['group', 'method', 'status'],
      buckets: durationBuckets,
      registers,
    }),
    jobsQueued: new client.Gauge({
      name: 'clinic_jobs_queued',
      help: 'Jobs waiting in the queue (not finished, not failed), due now or later',
      registers,
    }),
    jobsFailed: new client.Gauge({
      name: 'clinic_jobs_failed',
      help: 'Jobs that failed after their last attempt and are kept for a look',
      registers,
    }),
    oldestJobAge: new client.Gauge({
      name: 'clinic_jobs_oldest_due_age_seconds',
      help: 'How long the queued job due first has been due (0 when none is due)',
      registers,
    }),
    // A gauge without labels always reports a value (0 when unset), which would read as "just
    // now" or "a fresh backup": these three carry a label so that they can be absent.
    runnerIdle: new client.Gauge({
      name: 'clinic_job_runner_idle_seconds',
      help: "Seconds since this instance's job runner last looked at the queue (absent where it runs none)",
      labelNames: ['runner'],
      registers,
    }),
    backupAge: new client.Gauge({
      name: 'clinic_backup_last_success_age_seconds',
      help: 'Seconds since the last backup that succeeded (absent before the first)',
      labelNames: ['backup'],
      registers,
    }),
    backupSize: new client.Gauge({
      name: 'clinic_backup_last_success_bytes',
      help: 'Size of the last backup that succeeded, encrypted, in bytes (absent before the first)',
      labelNames: ['backup'],
      registers,
    }),
    backupFailing: new client.Gauge({
      name: 'clinic_backup_failing',
      help: '1 when the last backup run failed, else 0',
      registers,
    }),
  }
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

/** The process's metrics, created on first use. */
export function metrics() {
  return shared('metrics', createMetrics)
}

/**
 * A request path's group, the label of its duration: a handful of values, never the path itself
 * (an id or a slug in it would make a series per page).
 */
export function routeGroup(pathname) {
  if (pathname.startsWith('/api/health/')) return 'health'
  if (pathname === '/api/metrics') return 'metrics'
  if (
    pathname.startsWith('/api/public/') ||
    pathname.startsWith('/api/v2/') ||
    pathname.startsWith('/api/line/')
  ) {
    return 'public-api'
  }
  if (pathname.startsWith('/api/')) return 'admin-api'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/_next/') || /\.[a-z0-9]{2,12}$/i.test(pathname)) return 'asset'
  return 'page'
}

/** 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status) => `${Math.floor(status / 100)}xx`
