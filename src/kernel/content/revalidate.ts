import type { GlobalAfterChangeHook } from 'payload'

import { expireCacheTags, savedStatus, type ContentTag } from '@/kernel/content/cache'

/**
 * Expires a global's cache tag when the public can see the change: a publication (by hand or at
 * its scheduled time, or a published version restored) or a global without drafts saved. Drafts
 * (autosaved or restored as a draft) change nothing public.
 */
export function revalidateGlobal(tag: ContentTag): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (req.context.disableRevalidate) return doc
    const status = savedStatus(doc)
    if (status === undefined || status === 'published') {
      await expireCacheTags([tag], (message) => req.payload.logger.warn(message))
    }
    return doc
  }
}
