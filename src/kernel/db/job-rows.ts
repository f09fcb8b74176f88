// The graceful stop's two statements on Payload's job table (server/lifecycle.ts): which of the
// jobs this process claimed are still marked as processing, and their release.
import { and, eq, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns } from './drizzle'

/** Of the jobs `ids`, those still marked as processing. */
export async function stillProcessing(
  payload: Payload,
  ids: (number | string)[],
): Promise<(number | string)[]> {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables.payload_jobs, ['processing'])
  const rows = await db
    .select({ id: columns.id })
    .from(tables.payload_jobs)
    .where(and(inArray(columns.id, ids), eq(columns.processing, true)))
  return rows.map((row) => row.id as number | string)
}

/** Marks the jobs `ids` that are still processing as not: another runner may claim them. */
export async function releaseJobs(payload: Payload, ids: (number | string)[]): Promise<void> {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables.payload_jobs, ['processing'])
  await db
    .update(tables.payload_jobs)
    .set({ processing: false })
    .where(and(inArray(columns.id, ids), eq(columns.processing, true)))
}
