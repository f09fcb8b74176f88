import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { publicError } from '@/kernel/api/public-error'

const lastAdminMessage = 'ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อย 1 คน โปรดตั้งผู้ดูแลระบบคนอื่นก่อน'

/** An admin whose account works: a deactivated admin can manage nobody. */
const isActiveAdmin = (user: { role?: unknown; active?: unknown } | undefined) =>
  user?.role === 'admin' && user.active !== false

async function activeAdminCount(req: Parameters<CollectionBeforeDeleteHook>[0]['req']) {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    // An account from before the switch existed may hold no value: it works.
    where: {
      role: { equals: 'admin' },
      or: [{ active: { equals: true } }, { active: { exists: false } }],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * The first account (create-first-user, or ADMIN_EMAIL's seed) is an admin, whatever the form
 * said: someone must be able to manage users. And the last active admin can neither stop being
 * one nor be deactivated.
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
  // What the change leaves: a field the request did not send keeps its value.
  const kept = (key: 'role' | 'active') =>
    data[key] !== undefined ? data[key] : originalDoc?.[key]
  const after = { role: kept('role'), active: kept('active') }
  const stopsAdministering = isActiveAdmin(originalDoc) && !isActiveAdmin(after)
  if (stopsAdministering && (await activeAdminCount(req)) <= 1) {
    throw publicError(lastAdminMessage, 400)
  }
  return data
}

/** Deleting the last active admin would leave nobody to manage users. */
export const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, overrideAccess: true, req })
  if (isActiveAdmin(user) && (await activeAdminCount(req)) <= 1) {
    throw publicError(lastAdminMessage, 400)
  }
}
