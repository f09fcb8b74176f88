import type { Access } from 'payload'

/** Staff see every version; the public sees published documents only. */
export const authenticatedOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }
