import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { publicError } from '@/kernel/api/public-error'

const lastAdminMessage =
  'ต้องมีผู้ดูแลระบบอย่างน้อย 1 คน (At least one admin must remain; make someone else admin first.)'

async function adminCount(req: Parameters<CollectionBeforeDeleteHook>[0]['req']) {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * The first account (create-first-user, or ADMIN_EMAIL's seed) is an admin, whatever the form
 * said: someone must be able to manage users. And the last admin cannot stop being one.
 */
export const keepAnAdmin: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create') {
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) data.role = 'admin'
    return data
  }
  const demoted = originalDoc?.role === 'admin' && data.role !== undefined && data.role !== 'admin'
  if (demoted && (await adminCount(req)) <= 1) throw publicError(lastAdminMessage, 400)
  return data
}

/** Deleting the last admin would leave nobody to manage users. */
export const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, overrideAccess: true, req })
  if (user.role === 'admin' && (await adminCount(req)) <= 1) {
    throw publicError(lastAdminMessage, 400)
  }
}
