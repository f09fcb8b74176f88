import type { Access } from 'payload'

import { staffUser } from '@/kernel/access/roles'

/**
 * Staff see every image; the public only the covers of published articles, so a draft's cover
 * and its alt text are not listed before it is published. A file requested by its name (a page's
 * image, through next/image) is served as before.
 */
export const authenticatedOrPublishedCover: Access = async ({ req, isReadingStaticFile }) => {
  if (staffUser(req) || isReadingStaticFile) return true
  const { docs } = await req.payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    select: { cover: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const covers = docs
    .map(({ cover }) => (typeof cover === 'object' ? cover?.id : cover))
    .filter((id): id is number => typeof id === 'number')
  return { id: { in: covers } }
}
