import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { Lead } from '@/payload-types'

import { drizzleOf, type QueryBuilder, type Tables } from './drizzle'

/** A lead as the endpoint stores it: every field of the collection but the generated ones. */
export type LeadRow = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'staffNotes'>

/**
 * Inserts leads and queues one notification job per lead (the `notifyLead` task), in one
 * transaction; returns the new leads' ids. A lead whose Idempotency-Key is already stored (a
 * retry) is skipped and gets no job.
 *
 * Payload's per-document pipeline costs several milliseconds per lead, and neither leads (no
 * hooks, no nested tables) nor jobs need it, so their rows go in with one multi-row insert per
 * table into Payload's own Drizzle tables, inside Payload's transaction: the jobs are the rows
 * Payload's own queue() would create (it too writes them without hooks). The integration tests
 * read the rows back through Payload and run the jobs with Payload's runner, which guards this
 * shortcut against a change of schema.
 */
export async function insertLeads(payload: Payload, leads: LeadRow[]): Promise<number[]> {
  const req = await createLocalReq({}, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const { db, tables } = await drizzleOf(payload, req)
    const now = new Date().toISOString()
    const stamped = { createdAt: now, updatedAt: now }
    const ids = await insertRows(
      db,
      tables.leads,
      leads.map((lead) => ({ ...lead, ...stamped })),
      tables.leads.idempotencyKey,
    )
    await insertRows(
      db,
      tables.payload_jobs,
      ids.map((leadId) => ({
        input: { leadId },
        taskSlug: 'notifyLead',
        queue: 'default',
        ...stamped,
      })),
    )
    if (ownsTransaction) await commitTransaction(req)
    return ids
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}

/** One multi-row insert; rows whose `skipConflictsOn` value is already stored are skipped. */
async function insertRows(
  db: QueryBuilder,
  table: Tables[string],
  rows: Record<string, unknown>[],
  skipConflictsOn?: Tables[string],
): Promise<number[]> {
  if (rows.length === 0) return []
  const insert = db.insert(table).values(rows)
  const inserted = await (
    skipConflictsOn ? insert.onConflictDoNothing({ target: skipConflictsOn }) : insert
  ).returning({ id: table.id })
  return inserted.map((row) => Number(row.id))
}
