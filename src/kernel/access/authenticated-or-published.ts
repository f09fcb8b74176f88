import type { Access } from 'payload'

import { roleOf } from '@/kernel/access/roles'

/**
 * The writers (marketing, admins) see every version, drafts included; everyone else, sales and
 * the public alike, sees published documents only.
 */
export const authenticatedOrPublished: Access = ({ req }) => {
  const role = roleOf(req)
  return role === 'admin' || role === 'marketing' ? true : { _status: { equals: 'published' } }
}
