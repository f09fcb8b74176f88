import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { Lead } from '@/payload-types'

/** A lead as the endpoint stores it: every field of the collection but the generated ones. */
export type LeadRow = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'staffNotes'>

export type LeadWriter = {
  /** Resolves once the lead and its notification job are committed; rejects if they are not. */
  write(lead: LeadRow): Promise<void>
}

type Pending = { lead: LeadRow; resolve: () => void; reject: (error: unknown) => void }

/** Payload's Drizzle tables and the transaction sessions, as both SQL adapters expose them. */
type DrizzleAdapter = {
  drizzle: DrizzleDb
  tables: Record<string, unknown>
  sessions: Record<string | number, { db: DrizzleDb } | undefined>
}
type Returning = { returning(fields: Record<string, unknown>): Promise<{ id: number }[]> }
type DrizzleDb = {
  insert(table: unknown): {
    values(rows: Record<string, unknown>[]): Returning & {
      onConflictDoNothing(config: { target: unknown }): Returning
    }
  }
}

/**
 * Group commit. SQLite has one writer and every transaction costs a sync to disk; PostgreSQL pays
 * a round trip per statement and a sync per commit. So leads that arrive while a
 * write is in flight wait and go together in the next transaction: one multi-row insert of the
 * leads, then their notification jobs, one commit. A lone lead is written at once, so there is no
 * added delay when traffic is light. Every caller is answered only after its commit, so a 200
 * always means the lead is on disk. If a batch fails, its leads are retried one by one, so one bad
 * row cannot take the others down with it.
 */
export function createLeadWriter(
  getPayload: () => Promise<Payload>,
  { maxBatch = 100 }: { maxBatch?: number } = {},
): LeadWriter {
  const queue: Pending[] = []
  let flushing = false

  async function flush(): Promise<void> {
    if (flushing) return
    flushing = true
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch)
        try {
          await insertLeads(
            await getPayload(),
            batch.map((item) => item.lead),
          )
          for (const item of batch) item.resolve()
        } catch (error) {
          if (batch.length === 1) {
            batch[0].reject(error)
            continue
          }
          for (const item of batch) {
            try {
              await insertLeads(await getPayload(), [item.lead])
              item.resolve()
            } catch (single) {
              item.reject(single)
            }
          }
        }
      }
    } finally {
      flushing = false
    }
  }

  return {
    write(lead) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ lead, resolve, reject })
        void flush()
      })
    },
  }
}

/** Inserts leads and queues one notification job per lead, in one transaction. */
export async function insertLeads(payload: Payload, leads: LeadRow[]): Promise<number[]> {
  const req = await createLocalReq({}, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const adapter = payload.db as unknown as DrizzleAdapter
    const transactionID = req.transactionID ? await req.transactionID : undefined
    const db =
      (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
    const now = new Date().toISOString()
    const stamped = { createdAt: now, updatedAt: now }
    // A lead whose Idempotency-Key is already stored (a retry) is skipped, and gets no job.
    const leadsTable = adapter.tables.leads as Record<string, unknown>
    const ids = await insertRows(
      db,
      leadsTable,
      leads.map((lead) => ({ ...lead, ...stamped })),
      leadsTable.idempotencyKey,
    )
    // The jobs Payload's own queue() would create (it too writes them without hooks).
    await insertRows(
      db,
      adapter.tables.payload_jobs,
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

/**
 * Payload's per-document pipeline costs several milliseconds per lead, and neither leads (no
 * hooks, no nested tables) nor jobs need it, so their rows go in with one multi-row insert per
 * table into Payload's own Drizzle tables, inside Payload's transaction. The integration tests
 * read the rows back through Payload and run the jobs with Payload's runner, which guards the
 * shortcut against a change of schema.
 */
async function insertRows(
  db: DrizzleDb,
  table: unknown,
  rows: Record<string, unknown>[],
  skipConflictsOn?: unknown,
) {
  if (rows.length === 0) return []
  const columns = table as Record<string, unknown>
  const insert = db.insert(table).values(rows)
  const inserted = await (
    skipConflictsOn ? insert.onConflictDoNothing({ target: skipConflictsOn }) : insert
  ).returning({ id: columns.id })
  return inserted.map((row) => row.id)
}
