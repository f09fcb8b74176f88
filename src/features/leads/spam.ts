import type { Payload, Where } from 'payload'

import { retention } from '@/kernel/retention'

/** How long records kept as spam stay, for staff to restore a false positive. */
export const spamRetentionDays = retention.spamDays

export type SpamPurgeResult = { leads: number; registrations: number }

/**
 * Deletes the leads and registrations that have been spam for 30 days: they arrived, and were
 * last changed (marked spam by staff, say), more than 30 days ago, so a record staff mark as spam
 * today stays 30 days whatever its age. Idempotent.
 */
export async function purgeSpam(payload: Payload, now = Date.now()): Promise<SpamPurgeResult> {
  const before = new Date(now - spamRetentionDays * 86_400_000).toISOString()
  const where: Where = {
    and: [
      { status: { equals: 'spam' } },
      { createdAt: { less_than: before } },
      { updatedAt: { less_than: before } },
    ],
  }
  const result: SpamPurgeResult = { leads: 0, registrations: 0 }
  for (const collection of ['leads', 'registrations'] as const) {
    const { docs } = await payload.delete({ collection, where, overrideAccess: true, depth: 0 })
    result[collection] = docs.length
  }
  return result
}
