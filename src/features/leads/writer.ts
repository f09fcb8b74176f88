import type { Payload } from 'payload'

import { notifyLeadTask } from '@/features/sales'

import { insertLeads, type InsertOutcome, type LeadRow } from './repository'

export type { InsertOutcome, LeadRow }

export type LeadWriter = {
  /**
   * Resolves once the lead and its notification job are committed (`stored`), or once it is
   * known that its key or token was already taken (`duplicate`); rejects if neither.
   */
  write(lead: LeadRow): Promise<InsertOutcome>
}

type Pending = {
  lead: LeadRow
  resolve: (outcome: InsertOutcome) => void
  reject: (error: unknown) => void
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
  { maxBatch = 100, gatherMs = 3, busyWithinMs = 50 }: WriterOptions = {},
): LeadWriter {
  const queue: Pending[] = []
  let flushing = false
  let gathering: ReturnType<typeof setTimeout> | null = null
  let lastFlushEnded = Number.NEGATIVE_INFINITY

  async function flush(): Promise<void> {
    if (flushing) return
    flushing = true
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch)
        try {
          const outcomes = await insertLeads(
            await getPayload(),
            batch.map((item) => item.lead),
            notifyLeadTask,
          )
          batch.forEach((item, index) => item.resolve(outcomes[index]))
        } catch (error) {
          if (batch.length === 1) {
            batch[0].reject(error)
            continue
          }
          for (const item of batch) {
            try {
              const [outcome] = await insertLeads(await getPayload(), [item.lead], notifyLeadTask)
              item.resolve(outcome)
            } catch (single) {
              item.reject(single)
            }
          }
        }
      }
    } finally {
      flushing = false
      lastFlushEnded = performance.now()
    }
  }

  function schedule() {
    if (flushing || gathering) return
    // Busy: a batch was committed moments ago, so more leads are on their way through the
    // server. SQLite's commit waits for the disk on the event loop, and no request moves while
    // it does; gathering for a few milliseconds lets one commit carry the leads that arrive in
    // that time instead of one commit each. Quiet: write at once.
    if (performance.now() - lastFlushEnded > busyWithinMs) {
      void flush()
      return
    }
    gathering = setTimeout(() => {
      gathering = null
      void flush()
    }, gatherMs)
  }

  return {
    write(lead) {
      return new Promise<InsertOutcome>((resolve, reject) => {
        queue.push({ lead, resolve, reject })
        schedule()
      })
    },
  }
}

type WriterOptions = {
  /** The most leads in one transaction. */
  maxBatch?: number
  /** How long a lead waits for others when the writer is busy. */
  gatherMs?: number
  /** A batch committed this recently means the writer is busy. */
  busyWithinMs?: number
}
