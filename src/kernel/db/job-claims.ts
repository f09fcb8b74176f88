import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Where } from 'payload'

import { noteClaimed, noteReleased } from '@/kernel/server/lifecycle'

import { drizzleOf, tableColumns, type TransactionHolder } from './drizzle'

type UpdateJobsArgs = Parameters<BaseDatabaseAdapter['updateJobs']>[0]

/**
 * Payload's runner marks the jobs it is about to run as processing (and stamps updatedAt);
 * nothing else sets exactly that.
 */
const isClaim = ({ data }: UpdateJobsArgs) => {
  const keys = Object.keys(data ?? {})
  return (
    (data as { processing?: unknown }).processing === true &&
    keys.every((key) => key === 'processing' || key === 'updatedAt')
  )
}

/** The job ids an update names: by `id`, or by `where: { id: { equals | in } }`. */
function jobIdsOf({ id, where }: UpdateJobsArgs): (number | string)[] {
  if (id !== undefined && id !== null) return [id as number | string]
  const byId = (where as { id?: { equals?: unknown; in?: unknown } } | undefined)?.id
  if (Array.isArray(byId?.in)) return byId.in as (number | string)[]
  if (byId?.equals !== undefined) return [byId.equals as number | string]
  return []
}

/**
 * Payload's job runner claims jobs by finding the runnable ones, then marking each as processing:
 * two runners (the idle runner and the scheduled one, or two instances) can both find a job and
 * both run it, sending its notifications twice (on PostgreSQL; SQLite's single writer already
 * makes the runner's transaction wait). Here the mark is conditional
 * (`UPDATE … WHERE id = ? AND processing = false`), so each job is claimed by exactly one runner,
 * on SQLite and PostgreSQL alike; the runner gets only the jobs it won. Everything but the claim
 * goes to the adapter's own updateJobs. Checked against payload 3.90.2, whose runner claims with
 * `updateJobs({ data: { processing: true, updatedAt }, … })` (src/features/notifications/tests/job-claims.int.spec.ts
 * fails if it stops doing so).
 */
export function withAtomicJobClaims<T extends DatabaseAdapterObj>(base: T): T {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const updateJobs = adapter.updateJobs
      adapter.updateJobs = async function (this: BaseDatabaseAdapter, args: UpdateJobsArgs) {
        if (!isClaim(args)) {
          const result = await updateJobs.call(this, args)
          // Done, failed or put back: no longer this process's to wait for or release.
          if ((args.data as { processing?: unknown } | undefined)?.processing === false) {
            noteReleased(jobIdsOf(args))
          }
          return result
        }
        const where: Where = args.id ? { id: { equals: args.id } } : (args.where ?? {})
        const found = await this.find({
          collection: 'payload-jobs',
          where,
          limit: args.id ? 1 : (args.limit ?? 0),
          sort: args.sort,
          pagination: false,
          req: args.req,
        })
        const { db, tables } = await drizzleOf(this.payload, args.req as TransactionHolder)
        const jobs = tables.payload_jobs
        const columns = tableColumns(jobs, ['processing', 'updatedAt'])
        const claimed = []
        for (const job of found.docs) {
          const won = await db
            .update(jobs)
            .set({
              processing: true,
              updatedAt:
                (args.data as { updatedAt?: string }).updatedAt ?? new Date().toISOString(),
            })
            .where(and(eq(columns.id, job.id), eq(columns.processing, false)))
            .returning({ id: columns.id })
          if (won.length > 0) claimed.push({ ...job, processing: true })
        }
        // A graceful stop waits for these, and releases the ones it cannot wait for.
        noteClaimed(claimed.map((job) => job.id))
        return args.returning === false ? null : (claimed as Awaited<ReturnType<typeof updateJobs>>)
      }
      return adapter
    },
  }
}
