import type { Payload, Where } from 'payload'

/** A job not finished and not failed for good: waiting, due now or later, or being run. */
const open: Where = {
  and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }],
}

/** Longer than the longest job (a backup, stopped after an hour, features/operations/jobs/backup.ts) may run. */
const stuckClaimMs = 90 * 60_000

/**
 * When the open job due first became due (its creation, or its retry time), epoch ms; null when
 * none is due. Payload may keep a job's retry time (waitUntil) in the future: such a job is not
 * late yet.
 */
export async function oldestDueJob(payload: Payload, now: Date): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        open,
        {
          or: [
            { waitUntil: { exists: false } },
            { waitUntil: { less_than_equal: now.toISOString() } },
          ],
        },
        // A job being run is not waiting (a backup takes minutes), unless its runner has held it
        // longer than any job runs: then the runner died with it.
        {
          or: [
            { processing: { not_equals: true } },
            { updatedAt: { less_than: new Date(now.getTime() - stuckClaimMs).toISOString() } },
          ],
        },
      ],
    },
    sort: 'createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const due = docs.map((job) =>
    Math.max(
      new Date(job.createdAt).getTime(),
      job.waitUntil ? new Date(job.waitUntil).getTime() : 0,
    ),
  )
  return due.length ? Math.min(...due) : null
}

/** The queue's figures for the metrics: open jobs, failed ones, and the oldest due one. */
export async function queueFigures(payload: Payload, now: Date) {
  const [queued, failed, oldestDue] = await Promise.all([
    payload.count({ collection: 'payload-jobs', where: open, overrideAccess: true }),
    payload.count({
      collection: 'payload-jobs',
      where: { hasError: { equals: true } },
      overrideAccess: true,
    }),
    oldestDueJob(payload, now),
  ])
  return { queued: queued.totalDocs, failed: failed.totalDocs, oldestDue }
}
