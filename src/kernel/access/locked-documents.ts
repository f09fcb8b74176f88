import type {
  Access,
  CollectionBeforeChangeHook,
  SanitizedCollectionConfig,
  SanitizedConfig,
} from 'payload'

import { editedCollections, editedGlobals } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import { roleOf } from '@/kernel/access/roles'

/** Payload's own collection of editing locks ("someone is editing this document"). */
const lockedDocumentsSlug = 'payload-locked-documents'

type LockDoc = {
  id: number | string
  document?: { relationTo?: string; value?: unknown } | null
  globalSlug?: string | null
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: unknown }).id : value

/**
 * The locks a staff member may see, take over or release: those on documents they edit
 * themselves (their role's collections and globals, and their own account). Payload's default lets every
 * logged-in member create, read, change and delete any lock, so a member could lock a document
 * they cannot even read in a colleague's name. Payload does not let an access rule filter on a
 * polymorphic relationship's collection, so the rule lists the allowed locks by id: there is at
 * most one per open document.
 */
const ownLocks: Access = async ({ req }) => {
  const role = roleOf(req)
  if (!role || !req.user) return false
  const edited = editedCollections[role]
  const globals = editedGlobals[role]
  if (edited === 'all' && globals === 'all') return true
  const { docs } = await req.payload.find({
    collection: lockedDocumentsSlug,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const allowed = (docs as LockDoc[]).filter(({ document, globalSlug }) => {
    if (globalSlug) return globals === 'all' || globals.includes(globalSlug)
    const collection = document?.relationTo
    if (!collection) return false
    if (collection === 'users') return String(idOf(document?.value)) === String(req.user?.id)
    return edited === 'all' || edited.includes(collection)
  })
  return { id: { in: allowed.map((lock) => lock.id) } }
}

/** A lock is always held in the name of whoever sets it. */
const holderIsTheRequester: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user) data.user = { relationTo: req.user.collection, value: req.user.id }
  return data
}

/**
 * Payload adds the locks collection after plugins have run, so its rules are set on the
 * sanitized configuration: locks are created by Payload's admin on the server (not through the
 * API), read, taken over and released only as `ownLocks` allows. Fails at start if Payload no
 * longer has the collection in the shape relied on (a `document` and a `user` relationship, a `globalSlug`).
 */
export function guardLockedDocuments(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === lockedDocumentsSlug)
  const fields = new Set(locks?.flattenedFields.map((field) => field.name))
  if (!locks || !fields.has('document') || !fields.has('user') || !fields.has('globalSlug')) {
    throw new Error(
      `Payload's ${lockedDocumentsSlug} collection is missing or changed shape (checked against ` +
        'payload 3.90.2): review src/kernel/access/locked-documents.ts.',
    )
  }
  const guarded: SanitizedCollectionConfig = locks
  guarded.access = {
    ...guarded.access,
    create: nobody,
    read: ownLocks,
    update: ownLocks,
    delete: ownLocks,
  }
  guarded.hooks = {
    ...guarded.hooks,
    beforeChange: [holderIsTheRequester, ...(guarded.hooks.beforeChange ?? [])],
  }
  return config
}
