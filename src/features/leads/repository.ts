import type { Payload, TaskConfig } from 'payload'

import { drizzleOf } from '@/kernel/db/drizzle'
import { inTransaction } from '@/kernel/db/transaction'
import type { Lead } from '@/payload-types'

/** A lead as the endpoint stores it: every field of the collection but the generated ones. */
export type LeadRow = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'staffNotes'>

/** Whether each lead of a batch was stored, or skipped because its key or token was taken. */
export type InsertOutcome = 'stored' | 'duplicate'

const identity = (lead: { idempotencyKey?: string | null; formToken?: string | null }) =>
  JSON.stringify([lead.idempotencyKey ?? null, lead.formToken ?? null])

/**
 * Inserts leads and queues one run of `notify` (the `notifyLead` task's definition, never its slug
 * as a string) per new lead that is not spam, in one transaction; returns each lead's outcome, in order. A lead whose Idempotency-Key
 * or form token is already stored is skipped (`duplicate`) and gets no job: a retry of a stored
 * lead, or a second lead on a used token, which the endpoint tells apart.
 *
 * Payload's per-document pipeline costs several milliseconds per lead, so the rows go in with one
 * multi-row insert per table into Payload's own Drizzle tables, inside Payload's transaction. What
 * that pipeline would add on a create, this path gives too: the collection's one create-time hook
 * (recordPipelineActivity) starts a record with no history (no `leads_activity` rows) and no
 * contact times, and the phone's field hook makes the canonical form the endpoint's schema already
 * sent; the jobs are the rows `payload.jobs.queue()` would write. src/features/leads/tests/insert-leads.int.spec.ts
 * compares both paths' records and jobs and lists the hooks, so a new hook, default or column
 * fails there.
 */
export async function insertLeads(
  payload: Payload,
  leads: LeadRow[],
  notify: TaskConfig<'notifyLead'>,
): Promise<InsertOutcome[]> {
  return inTransaction(payload, async (req) => {
    const { db, tables } = await drizzleOf(payload, req)
    const now = new Date().toISOString()
    const stamped = { createdAt: now, updatedAt: now }
    const inserted = await db
      .insert(tables.leads)
      .values(leads.map((lead) => ({ ...lead, ...stamped })))
      .onConflictDoNothing()
      .returning({
        id: tables.leads.id,
        idempotencyKey: tables.leads.idempotencyKey,
        formToken: tables.leads.formToken,
        status: tables.leads.status,
      })
    const jobs = inserted
      .filter((row) => row.status !== 'spam')
      .map((row) => ({
        input: { leadId: Number(row.id) },
        taskSlug: notify.slug,
        queue: 'default',
        ...stamped,
      }))
    if (jobs.length > 0) await db.insert(tables.payload_jobs).values(jobs)
    const stored = new Set(inserted.map(identity))
    return leads.map((lead) => (stored.has(identity(lead)) ? 'stored' : 'duplicate'))
  })
}
