import type { Payload } from 'payload'

/**
 * Whether a request with this Idempotency-Key is already stored in `collection`: a retry, to be
 * answered as the first request was. A request without a key is never one.
 */
export async function isStoredRequest(
  payload: Payload,
  collection: 'leads' | 'registrations',
  idempotencyKey: string | null,
): Promise<boolean> {
  if (!idempotencyKey) return false
  const { totalDocs } = await payload.count({
    collection,
    where: { idempotencyKey: { equals: idempotencyKey } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
