import type { Payload } from 'payload'

import { sharedRedis } from '@/kernel/api/shared-rate-limit'
import { env } from '@/kernel/env'
import { provide, provided } from '@/kernel/runtime.mjs'
import { isStopping, lastRunnerTick } from '@/kernel/server/lifecycle'

/**
 * Readiness (GET /api/health/ready): may this instance take traffic? The database answers within
 * the deadline, every migration this build carries is applied, Redis answers when REDIS_URL is
 * set, and, where this instance runs jobs (JOBS_AUTORUN=1), its runner looked at the queue
 * recently. A stopping instance is not ready. Liveness (GET /api/health/live) asks none of this.
 */
export type CheckName = 'database' | 'migrations' | 'redis' | 'jobs' | 'stopping'
export type Check = { name: CheckName; ok: boolean; ms: number; detail?: string }
export type Readiness = { ready: boolean; checks: Check[] }

/** How long each check may take before it counts as failed. */
export const checkDeadlineMs = 2_000
/** The scheduled runner looks every 15 s; a minute without a look means it stopped. */
export const runnerStaleMs = 60_000

class Timeout extends Error {}

/** `work`, or a rejection once `ms` have passed without its answer. */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

async function timed(
  name: CheckName,
  work: () => Promise<string | undefined>,
  deadlineMs: number,
): Promise<Check> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  try {
    const problem = await withinDeadline(work(), deadlineMs)
    return problem ? { name, ok: false, ms: ms(), detail: problem } : { name, ok: true, ms: ms() }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { name, ok: false, ms: ms(), detail: detail.slice(0, 200) }
  }
}

/** This build's migrations the database has not recorded as applied, by name. */
async function pendingMigrations(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const applied = new Set(docs.map((doc) => doc.name))
  // The committed migrations of this build, as the adapter was given them to run at start.
  return (payload.db.prodMigrations ?? [])
    .map((migration) => migration.name)
    .filter((name) => !applied.has(name))
}

export type ReadinessOptions = {
  deadlineMs?: number
  redisUrl?: string
  now?: number
  /** When this process started, epoch ms: a runner gets a first interval to look. */
  startedAt?: number
}

const processStartedAt = Date.now() - process.uptime() * 1000

export async function readiness(
  getPayload: () => Promise<Payload>,
  {
    deadlineMs = checkDeadlineMs,
    redisUrl = env.REDIS_URL,
    now = Date.now(),
    startedAt = processStartedAt,
  }: ReadinessOptions = {},
): Promise<Readiness> {
  if (isStopping()) {
    return { ready: false, checks: [{ name: 'stopping', ok: false, ms: 0, detail: 'stopping' }] }
  }
  const checks = await Promise.all([
    timed(
      'database',
      async () => {
        const payload = await getPayload()
        await payload.count({ collection: 'payload-migrations', overrideAccess: true })
        return undefined
      },
      deadlineMs,
    ),
    timed(
      'migrations',
      async () => {
        // Once every migration was found applied, it stays so for this process: not asked again.
        if (provided('migrationsApplied')) return undefined
        const pending = await pendingMigrations(await getPayload())
        if (pending.length > 0) return `not applied: ${pending.join(', ')}`
        provide('migrationsApplied', true)
        return undefined
      },
      deadlineMs,
    ),
    ...(redisUrl
      ? [
          timed(
            'redis',
            async () => {
              const answer = await (await sharedRedis(redisUrl)).ping()
              return answer === 'PONG' ? undefined : `answered ${answer}`
            },
            deadlineMs,
          ),
        ]
      : []),
    ...(env.JOBS_AUTORUN
      ? [
          timed(
            'jobs',
            async () => {
              const since = lastRunnerTick() ?? startedAt
              const idle = now - since
              return idle > runnerStaleMs
                ? `the job runner has not looked at the queue for ${Math.round(idle / 1000)} s`
                : undefined
            },
            deadlineMs,
          ),
        ]
      : []),
  ])
  return { ready: checks.every((check) => check.ok), checks }
}
