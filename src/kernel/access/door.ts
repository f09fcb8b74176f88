import type {
  Access,
  Config,
  Endpoint,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
  SanitizedGlobalConfig,
} from 'payload'

import { guardLockedDocuments } from '@/kernel/access/locked-documents'
import { standingOf } from '@/kernel/access/roles'
import { doorText } from '@/kernel/access/text'

import { authenticated } from './authenticated'
import { actAsTheMemberWhoQueued } from './jobs'
import { nobody } from './nobody'

/**
 * The one door every Payload surface passes (docs/architecture.md, "The one door"). A member acts
 * only when active, past the second factor where their role needs it, and allowed by role for the
 * operation (kernel/access/roles.ts `standingOf` answers the first two, the rules of kernel/access/by-role.ts the
 * third). This module applies that answer to everything Payload exposes, so that no surface keeps
 * Payload's own default (`Boolean(req.user)`):
 * - every access rule of every collection and global, Payload's built-ins included, is wrapped:
 *   it refuses a member the door refuses before the rule itself is asked, on REST, in the admin's
 *   server functions and in every Local API call made with a member's `user`;
 * - every REST endpoint (Payload's own, the plugins', ours) refuses such a member too, except the
 *   few that let a member sign in, sign out and pass the second factor
 *   (`endpointsBeforeSecondFactor`);
 * - the tasks that act for the member who queued them check the member again when they run
 *   (kernel/access/jobs.ts); the admin's server functions pass kernel/access/server-functions.ts.
 * Start fails, naming the surface, when a collection or global reaches it without an explicit rule
 * for an operation: a new collection, global or plugin has no rules until someone writes them.
 */

type AnyRule = (args: { req: PayloadRequest } & Record<string, unknown>) => unknown

/** Rules written (or checked) by us: what start accepts as explicit. */
const declared = new WeakSet<object>()
/** Rules already wrapped by the door. */
const kept = new WeakSet<object>()
/** Rules that also answer a member who still owes the second factor (they handle that case). */
const beforeSecondFactor = new WeakSet<object>()

/**
 * Marks `rule` as one a member who still owes the second factor may be asked: the rule itself
 * must answer such a member narrowly (their own record, the admin's shell).
 */
export function openBeforeSecondFactor<T extends object>(rule: T): T {
  beforeSecondFactor.add(rule)
  return rule
}

/** `rule` behind the door: a member the door refuses gets `false` before `rule` is asked. */
export function throughTheDoor<T extends object>(rule: T): T {
  if (kept.has(rule)) return rule
  const open = beforeSecondFactor.has(rule)
  const guarded = ((args: { req: PayloadRequest }) => {
    const standing = standingOf(args.req?.user as never)
    if (standing === 'refused') return false
    if (standing === 'second-factor' && !open) return false
    return (rule as unknown as AnyRule)(args as never)
  }) as unknown as T
  kept.add(guarded)
  declared.add(guarded)
  return guarded
}

/** Whether `rule` is one the door wraps (the enumerating test checks every surface with it). */
export const isBehindTheDoor = (rule: unknown) => typeof rule === 'function' && kept.has(rule)

/**
 * The REST endpoints a member who still owes the second factor may call: signing in and out, the
 * session's renewal and `me` (the admin's shell reads it), their own second factor's setup and
 * check, and the permissions overview (computed through the wrapped rules, so it shows nothing).
 * Keyed `<collection or "root">:<method> <path>`.
 */
const endpointsBeforeSecondFactor = new Set([
  'users:post /login',
  'users:post /logout',
  'users:get /me',
  'users:post /refresh-token',
  'users:get /init',
  'users:post /forgot-password',
  'users:post /reset-password',
  'users:post /first-register',
  'users:post /two-factor/status',
  'users:post /two-factor/setup',
  'users:post /two-factor/enable',
  'users:post /two-factor/verify',
  'root:get /access',
])

const refusedReply = (standing: 'refused' | 'second-factor') =>
  Response.json(
    {
      errors: [{ message: standing === 'refused' ? doorText.refused : doorText.secondFactorFirst }],
    },
    { status: 403, headers: { 'cache-control': 'private, no-store' } },
  )

/**
 * Endpoints that act on a document type with more than their own check: restoring a version needs
 * the right to read versions (Payload finds the version before it asks), the import-export
 * previews the right to make an export or an import (they read with the member's access, but are
 * the export and import screens' tools), and a member's preferences (Payload answers anyone) the
 * rules of the preferences collection.
 */
const endpointNeeds: Record<string, { collection?: string; operation: string }> = {
  'post /versions/:id': { operation: 'readVersions' },
  'exports:post /export-preview': { collection: 'exports', operation: 'create' },
  'imports:post /preview-data': { collection: 'imports', operation: 'create' },
  'payload-preferences:get /:key': { operation: 'read' },
  'payload-preferences:post /:key': { operation: 'update' },
  'payload-preferences:delete /:key': { operation: 'delete' },
}

type Owner = { slug: string; access: Record<string, unknown> }

function guardEndpoint(endpoint: Endpoint, ownerKey: string, owner?: Owner): Endpoint {
  if (kept.has(endpoint.handler)) return endpoint
  const key = `${endpoint.method} ${endpoint.path}`
  const open = endpointsBeforeSecondFactor.has(`${ownerKey}:${key}`)
  const needs = endpointNeeds[`${ownerKey}:${key}`] ?? endpointNeeds[key]
  const handler = endpoint.handler
  const guarded: Endpoint['handler'] = async (req) => {
    const standing = standingOf(req.user as never)
    if (standing === 'refused') return refusedReply(standing)
    if (standing === 'second-factor' && !open) return refusedReply(standing)
    if (needs) {
      const access = needs.collection
        ? (req.payload.collections as Record<string, { config: Owner } | undefined>)[
            needs.collection
          ]?.config.access
        : owner?.access
      const rule = access?.[needs.operation] as AnyRule | undefined
      if (!rule || !(await rule({ req }))) return refusedReply('refused')
    }
    return handler(req)
  }
  kept.add(guarded)
  return { ...endpoint, handler: guarded }
}

/**
 * Endpoints Payload registers whether or not the configuration uses what they serve; they are
 * removed, so that they answer 404 instead of running half-way: versions of a document type
 * without versions, duplicating what no one may create through the API, unlocking accounts that
 * are never locked (`maxLoginAttempts: 0`), e-mail verification where it is off, pasting an upload
 * from a URL where that is off.
 */
function isUnused(
  endpoint: Endpoint,
  owner: {
    versions?: unknown
    auth?: unknown
    upload?: unknown
    access: Record<string, unknown>
  },
) {
  const auth = owner.auth as { maxLoginAttempts?: number; verify?: unknown } | false | undefined
  const upload = owner.upload as { pasteURL?: unknown } | false | undefined
  if (endpoint.path.startsWith('/versions') && !owner.versions) return true
  if (endpoint.path === '/:id/duplicate' && owner.access.create === nobody) return true
  if (endpoint.path === '/unlock' && auth && !auth.maxLoginAttempts) return true
  if (endpoint.path === '/verify/:id' && auth && !auth.verify) return true
  if (endpoint.path === '/paste-url/:id?' && upload && !upload.pasteURL) return true
  return false
}

/**
 * Payload's admin adds a share-image endpoint (`GET /api/og`) at the first REST request if none is
 * registered: it would render images for anyone, outside the door. The admin is never shared, so
 * the endpoint is taken by one that says so.
 */
const noShareImage: Endpoint = {
  method: 'get',
  path: '/og',
  handler: () => Response.json({ errors: [{ message: doorText.notOffered }] }, { status: 404 }),
}

/** The operations a collection's access must name, by its kind. */
function collectionOperations(collection: { auth?: unknown; versions?: unknown }) {
  return [
    'create',
    'read',
    'update',
    'delete',
    ...(collection.auth ? (['admin', 'unlock'] as const) : []),
    ...(collection.versions ? (['readVersions'] as const) : []),
  ] as const
}

const globalOperations = (global: { versions?: unknown }) =>
  ['read', 'update', ...(global.versions ? (['readVersions'] as const) : [])] as const

/**
 * The last plugin: every collection and global that ours and the plugins' configurations made must
 * name each of its operations' rules here, before Payload fills in its defaults. What they name is
 * recorded as explicit; anything missing stops the start with the list of what is missing.
 */
export function everyRuleExplicit(config: Config): Config {
  const missing: string[] = []
  for (const collection of config.collections ?? []) {
    const access = (collection.access ?? {}) as Record<string, unknown>
    for (const operation of collectionOperations(collection)) {
      if (typeof access[operation] === 'function') declared.add(access[operation] as object)
      else missing.push(`collection ${collection.slug}: ${operation}`)
    }
  }
  for (const global of config.globals ?? []) {
    const access = (global.access ?? {}) as Record<string, unknown>
    for (const operation of globalOperations(global)) {
      if (typeof access[operation] === 'function') declared.add(access[operation] as object)
      else missing.push(`global ${global.slug}: ${operation}`)
    }
  }
  const jobs = (config.jobs?.access ?? {}) as Record<string, unknown>
  for (const operation of ['run', 'queue', 'cancel']) {
    if (typeof jobs[operation] === 'function') declared.add(jobs[operation] as object)
    else missing.push(`jobs: ${operation}`)
  }
  if (missing.length > 0) throw noRule(missing)
  return config
}

const noRule = (missing: string[]) =>
  new Error(
    `No explicit access rule (Payload would let any signed-in member through) for:\n  ${missing.join('\n  ')}\n` +
      'Give each its rule (kernel/access/by-role.ts), or a built-in its entry in kernel/access/door.ts.',
  )

/**
 * Payload's own collections and globals, added after the plugins have run, with the rules we give
 * them: nothing of Payload's internal bookkeeping is reachable through the API, a member's
 * preferences are their own, and the editing locks follow the roles
 * (kernel/access/locked-documents.ts). A built-in not listed here stops the start.
 */
const builtInCollections: Record<string, (collection: SanitizedCollectionConfig) => void> = {
  'payload-kv': (collection) => closeCollection(collection),
  'payload-jobs': (collection) => closeCollection(collection),
  'payload-migrations': (collection) => closeCollection(collection),
  'payload-preferences': (collection) => {
    const own = collection.access.read
    collection.access = {
      ...collection.access,
      create: authenticated as Access,
      read: own,
      update: collection.access.update,
      delete: collection.access.delete,
      unlock: nobody,
      readVersions: nobody,
    }
    for (const rule of Object.values(collection.access)) declared.add(rule as object)
  },
  // Rules set by guardLockedDocuments (below); declared there.
  'payload-locked-documents': (collection) => {
    collection.access = { ...collection.access, unlock: nobody, readVersions: nobody }
    for (const rule of Object.values(collection.access)) declared.add(rule as object)
  },
}

const builtInGlobals: Record<string, (global: SanitizedGlobalConfig) => void> = {
  // The job scheduler's bookkeeping (when each schedule last ran): read and written by Payload's
  // scheduler through the database adapter, never through the API.
  'payload-jobs-stats': (global) => {
    global.access = { read: nobody, update: nobody, readVersions: nobody }
  },
}

function closeCollection(collection: SanitizedCollectionConfig) {
  collection.access = {
    ...collection.access,
    create: nobody,
    read: nobody,
    update: nobody,
    delete: nobody,
    unlock: nobody,
    readVersions: nobody,
  }
}

declared.add(nobody)
declared.add(authenticated)

/**
 * Applied to the sanitized configuration (payload.config.ts): gives Payload's built-ins their
 * rules, closes the operations a collection does not have (versions of an unversioned collection,
 * unlocking where there is no login), checks that no rule is one of Payload's defaults, and puts
 * every rule, endpoint and member-acting task behind the door.
 */
export function guardEverySurface(config: SanitizedConfig): SanitizedConfig {
  guardLockedDocuments(config)
  const defaults: string[] = []
  for (const collection of config.collections) {
    const builtIn = builtInCollections[collection.slug]
    builtIn?.(collection)
    const access = collection.access as Record<string, unknown>
    if (!collection.auth) access.unlock = nobody
    if (!collection.versions) access.readVersions = nobody
    // Before the rules are wrapped: whether anyone may create is read from the rule itself.
    const unused = (endpoint: Endpoint) =>
      isUnused(endpoint, collection) || (Boolean(builtIn) && endpoint.path === '/:id/duplicate')
    const endpoints = collection.endpoints ? collection.endpoints.filter((e) => !unused(e)) : false
    for (const operation of [...collectionOperations(collection), 'unlock', 'readVersions']) {
      if (!(operation in access)) continue
      const rule = access[operation]
      if (typeof rule !== 'function' || !declared.has(rule)) {
        defaults.push(`collection ${collection.slug}: ${operation}`)
        continue
      }
      access[operation] = throughTheDoor(rule)
    }
    if (endpoints) {
      collection.endpoints = endpoints.map((endpoint) =>
        guardEndpoint(endpoint, collection.slug, collection),
      ) as typeof collection.endpoints
    }
  }
  for (const global of config.globals) {
    builtInGlobals[global.slug]?.(global)
    const access = global.access as Record<string, unknown>
    if (!global.versions) access.readVersions = nobody
    for (const operation of ['read', 'update', 'readVersions']) {
      const rule = access[operation]
      if (typeof rule !== 'function' || !declared.has(rule)) {
        defaults.push(`global ${global.slug}: ${operation}`)
        continue
      }
      access[operation] = throughTheDoor(rule)
    }
    if (global.endpoints) {
      global.endpoints = global.endpoints
        .filter((endpoint) => !isUnused(endpoint as Endpoint, global))
        .map((endpoint) =>
          guardEndpoint(endpoint as Endpoint, `globals/${global.slug}`, global),
        ) as typeof global.endpoints
    }
  }
  const jobs = config.jobs.access as Record<string, unknown>
  for (const operation of ['run', 'queue', 'cancel']) {
    const rule = jobs[operation]
    if (typeof rule !== 'function' || !declared.has(rule)) defaults.push(`jobs: ${operation}`)
    else jobs[operation] = throughTheDoor(rule)
  }
  config.endpoints = [
    ...(config.endpoints ?? []).filter((endpoint) => endpoint.path !== noShareImage.path),
    noShareImage,
  ].map((endpoint) => guardEndpoint(endpoint, 'root')) as typeof config.endpoints
  if (defaults.length > 0) throw noRule(defaults)
  config.jobs.tasks = config.jobs.tasks?.map(actAsTheMemberWhoQueued)
  return config
}
