import type { Payload } from 'payload'

import { retention } from '@/content/retention'

/** How long leads kept as spam stay, for staff to restore a false positive. */
export const spamRetentionDays = retention.spamDays
const purgeEveryMs = 60 * 60 * 1000

/** Deletes the leads marked spam more than 30 days ago; returns how many. Idempotent. */
export async function purgeSpamLeads(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - spamRetentionDays * 86_400_000).toISOString()
  const { docs } = await payload.delete({
    collection: 'leads',
    where: { and: [{ status: { equals: 'spam' } }, { createdAt: { less_than: before } }] },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

let timer: NodeJS.Timeout | undefined

/** Purges once an hour in this process (every instance may: the purge is idempotent). */
export function purgeSpamHourly(payload: Payload): void {
  if (timer) return
  timer = setInterval(() => {
    purgeSpamLeads(payload).catch((error) =>
      payload.logger.error({ err: error }, '[spam] purge failed'),
    )
  }, purgeEveryMs)
  timer.unref()
}
