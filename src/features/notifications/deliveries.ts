import type { Payload } from 'payload'

import type { NotificationDelivery } from '@/payload-types'

/*
 * The record of what already went out (features/notifications/collections/notification-deliveries): one unique key per
 * event and channel, so a retried job sends only what did not, and two runners never both claim
 * the same key.
 */

/** Whether this channel already told sales of this event (an earlier attempt of the job). */
export async function alreadyDelivered(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'notification-deliveries',
    where: { key: { equals: key } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

type DeliveryRecord = Omit<NotificationDelivery, 'id' | 'createdAt' | 'updatedAt' | 'key'>

/** Records that `key` went out (or, `held`, waits for a digest); true when this call made it. */
export async function recordDelivery(
  payload: Payload,
  key: string,
  record: DeliveryRecord,
): Promise<boolean> {
  return (
    payload
      .create({
        collection: 'notification-deliveries',
        data: { key, ...record },
        overrideAccess: true,
      })
      .then(() => true)
      // Another runner recorded it a moment earlier: delivered, which is what counts.
      .catch(async (error) => {
        if (!(await alreadyDelivered(payload, key))) throw error
        return false
      })
  )
}
