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
