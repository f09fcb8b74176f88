import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentTags, expireCacheTags, savedStatus } from '@/kernel/content/cache'
import { campaignPath } from '@/kernel/content/paths'

import { reloadExperiments } from '@/features/experiments'
import { redirectOnRename } from '@/features/site-content'

type PageDoc = { slug?: string | null; _status?: string | null }

/** A published page renamed: its old address answers with a permanent redirect to the new one. */
export const redirectOldSlug = redirectOnRename(campaignPath)

/**
 * A change the public can see (publishing, unpublishing, editing a published page). A published
 * page renamed moves its A/B test with it: the tests' cached pages and the server's table of them
 * (features/experiments/registry.ts) follow the new address.
 */
export const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (req.context.disableRevalidate) return doc
  if (savedStatus(doc) === 'published' || savedStatus(previousDoc) === 'published') {
    const renamed = Boolean(previousDoc?.slug) && previousDoc.slug !== doc.slug
    if (renamed) await reloadExperiments(req)
    await expireCacheTags(
      renamed ? [contentTags.pages, contentTags.experiments] : [contentTags.pages],
      (message) => req.payload.logger.warn(message),
    )
  }
  return doc
}

export const revalidatePageOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.context.disableRevalidate && (doc as PageDoc)?._status === 'published') {
    await expireCacheTags([contentTags.pages], (message) => req.payload.logger.warn(message))
  }
  return doc
}
