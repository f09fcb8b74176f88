import type { Access } from 'payload'

import { staffUser } from '@/lib/roles'

/** Staff see every version; the public sees published documents only. */
export const authenticatedOrPublished: Access = ({ req }) =>
  staffUser(req) ? true : { _status: { equals: 'published' } }
