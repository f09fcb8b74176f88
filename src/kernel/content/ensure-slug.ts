import type { CollectionBeforeValidateHook } from 'payload'

import { thaiSlugify } from '@/kernel/text/slug'

/**
 * Fills a missing slug from the title before validation, so an article created through the
 * API or a script (not the admin form, which fills it as you type) still gets one.
 */
export const ensureSlug: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.slug && typeof data.title === 'string') data.slug = thaiSlugify(data.title)
  return data
}
