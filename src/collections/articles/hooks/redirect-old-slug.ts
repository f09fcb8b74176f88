import type { CollectionAfterChangeHook } from 'payload'

import { leaveRedirect } from '@/lib/content/redirects'

const address = (slug: string) => `/articles/detail?slug=${slug}`

/** A published article renamed: its old address answers with a permanent redirect to the new one. */
export const redirectOldSlug: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (
    previousDoc?._status === 'published' &&
    doc._status === 'published' &&
    previousDoc.slug &&
    doc.slug &&
    previousDoc.slug !== doc.slug
  ) {
    await leaveRedirect(req, address(previousDoc.slug), address(doc.slug))
  }
  return doc
}
