import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateArticlePages } from '@/lib/articles/cache'

/** A change the public can see (publishing, unpublishing, editing a published article). */
export const revalidateOnChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (req.context.disableRevalidate) return doc
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status === 'published' || wasPublic) {
    revalidateArticlePages((message) => req.payload.logger.warn(message))
  }
  return doc
}

export const revalidateOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate && doc?._status === 'published') {
    revalidateArticlePages((message) => req.payload.logger.warn(message))
  }
  return doc
}
