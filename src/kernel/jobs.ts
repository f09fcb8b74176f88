import type { Payload, PayloadRequest, TaskConfig, TypedJobs } from 'payload'

type TaskSlug = keyof TypedJobs['tasks']

/**
 * Queues a run of `task`, named by its definition rather than by a slug string: removing or
 * renaming a task, or changing its input, is a type error wherever it is queued. Every job is
 * queued through here (ESLint refuses `payload.jobs.queue` elsewhere).
 */
export function queueTask<Slug extends TaskSlug>(
  payload: Payload,
  task: TaskConfig<Slug>,
  input: TypedJobs['tasks'][Slug]['input'],
  options: { req?: PayloadRequest; waitUntil?: Date } = {},
) {
  // Payload's own signature is a union over every task and workflow, which a generic slug does not
  // narrow; the arguments above are checked against the task's own types.
  return payload.jobs.queue({ task: task.slug, input, ...options } as Parameters<
    Payload['jobs']['queue']
  >[0])
}

/**
 * The cron of a daily run at `hour`:`minute` in Bangkok (UTC+7, no daylight saving), in the time
 * zone Payload's scheduler reads it in: the process's own (`localOffsetMinutes` east of UTC, as
 * it is when the configuration loads).
 */
export function dailyBangkokCron(
  hour: number,
  minute = 0,
  localOffsetMinutes = -new Date().getTimezoneOffset(),
): string {
  const minutes = (((hour * 60 + minute - 7 * 60 + localOffsetMinutes) % 1440) + 1440) % 1440
  return `${minutes % 60} ${Math.floor(minutes / 60)} * * *`
}

/**
 * The queue of scheduled upkeep (each capability's housekeeping: spam, saved files, retention,
 * idle rate-limit buckets, the activity log's year, late responses), checked every minute; at
 * most one run of each task is queued or running at a time.
 */
export const housekeepingQueue = 'housekeeping'

/** How a housekeeping task is retried: each is idempotent, so a retry changes nothing twice. */
export const housekeepingRetries = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 60_000 },
}
