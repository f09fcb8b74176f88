import type { Payload } from 'payload'

import { retention } from '@/kernel/retention'

type SavedFilesResult = { exports: number; imports: number }

/**
 * Saved export files (leads, registrations) are personal data and import files are working
 * copies: both go, with their records and stored filters, once they are `savedFileHours` old.
 */
export async function purgeSavedFiles(
  payload: Payload,
  now = Date.now(),
): Promise<SavedFilesResult> {
  const before = new Date(now - retention.savedFileHours * 3_600_000).toISOString()
  const result: SavedFilesResult = { exports: 0, imports: 0 }
  for (const collection of ['exports', 'imports'] as const) {
    const { docs } = await payload.delete({
      collection,
      where: { createdAt: { less_than: before } },
      overrideAccess: true,
      depth: 0,
    })
    result[collection] = docs.length
  }
  return result
}

/**
 * Removes every saved export of the given collections, with its file, its stored filter and any
 * queued job still to write it (an erasure or the retention job changed rows they may hold; a
 * staff member makes a new one if they still need it). Returns how many exports went.
 */
export async function removeSavedExports(
  payload: Payload,
  collections: ('leads' | 'registrations')[],
): Promise<number> {
  if (collections.length === 0) return 0
  const { docs: queued } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'createCollectionExport' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const pending = queued.filter((job) =>
    collections.includes(
      (job.input as { collectionSlug?: 'leads' | 'registrations' } | null)?.collectionSlug ??
        'leads',
    ),
  )
  if (pending.length > 0) {
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: pending.map((job) => job.id) } },
      overrideAccess: true,
    })
  }
  const { docs } = await payload.delete({
    collection: 'exports',
    where: { collectionSlug: { in: collections } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/** Delivery records name an event, not a person; a month after it they have no use. */
export async function purgeDeliveryRecords(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'notification-deliveries',
    where: { createdAt: { less_than: new Date(now - 30 * 86_400_000).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
