import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateArticlePages } from '../../cache'

/** A change the public can see (publishing, unpublishing, editing a published article). */
export const revalidateOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (req.context.disableRevalidate) return doc
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status === 'published' || wasPublic) {
    await revalidateArticlePages((message) => req.payload.logger.warn(message))
  }
  return doc
}

export const revalidateOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.context.disableRevalidate && doc?._status === 'published') {
    await revalidateArticlePages((message) => req.payload.logger.warn(message))
  }
  return doc
}
