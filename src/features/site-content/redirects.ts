import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { shared } from '@/kernel/runtime.mjs'
import { cancelOnStop } from '@/kernel/server/lifecycle'

/**
 * The site's permanent redirects, answered by the production server before Next sees a request
 * (scripts/serve.mjs asks its `lookup` through the runtime registry, src/kernel/runtime.mjs, as
 * it runs outside Next's bundle): a table in memory, loaded from the `redirects` collection when Payload starts,
 * reloaded at once when this instance changes it and within 10 s when another one does.
 */
type Table = Map<string, string>

export type RedirectRegistry = {
  table: Table
  payload?: Payload
  signature?: string
  lookup: (pathname: string, search: string) => string | undefined
}

/** Paths that are the site's own pages or machinery, never a redirect's source. */
const reserved =
  /^\/(?:$|articles$|pdpa$|register$|admin(?:\/|$)|api(?:\/|$)|_next(?:\/|$)|preview(?:\/|$))/

export function isRedirectSource(from: string): boolean {
  // A query string names one article (/articles/detail?slug=...); other addresses are paths.
  const query = from.indexOf('?')
  if (query !== -1 && !/^\/articles\/detail\?slug=[^&#]+$/.test(from)) return false
  return (
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !/\s/.test(from) &&
    from.length <= 500 &&
    !reserved.test(from)
  )
}

export function isRedirectTarget(to: string): boolean {
  return (
    (to.startsWith('/') && !to.startsWith('//') && !/\s/.test(to)) || /^https:\/\/\S+$/.test(to)
  )
}

/**
 * The table's key for a request: the decoded path, and for the article page (whose slug travels
 * in the query string) the path with its `slug`.
 */
export function redirectKey(pathname: string, search: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape is looked up as it came.
  }
  if (path === '/articles/detail') {
    const slug = new URLSearchParams(search).get('slug')
    if (slug) return `${path}?slug=${slug}`
  }
  return path
}

function lookup(pathname: string, search: string): string | undefined {
  return registry().table.get(redirectKey(pathname, search))
}

function registry(): RedirectRegistry {
  return shared('redirects', () => ({ table: new Map(), lookup }))
}

async function load(payload: Payload, req?: PayloadRequest): Promise<void> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { from: true, to: true, updatedAt: true },
    req,
  })
  const table: Table = new Map()
  for (const doc of docs) {
    const queryAt = doc.from.indexOf('?')
    const key =
      queryAt === -1
        ? redirectKey(doc.from, '')
        : redirectKey(doc.from.slice(0, queryAt), doc.from.slice(queryAt))
    table.set(key, doc.to)
  }
  const current = registry()
  current.table = table
  current.signature = signatureOf(docs)
}

const signatureOf = (docs: { updatedAt?: string | null }[]) =>
  `${docs.length}:${docs.reduce((latest, doc) => ((doc.updatedAt ?? '') > latest ? (doc.updatedAt ?? '') : latest), '')}`

/** Loads the table now and keeps it current (called from Payload's onInit). */
export async function startRedirectTable(payload: Payload): Promise<void> {
  registry().payload = payload
  await load(payload).catch((error) =>
    payload.logger.error({ err: error }, '[redirects] the table could not be loaded'),
  )
  const timer = setInterval(async () => {
    try {
      const { docs } = await payload.find({
        collection: 'redirects',
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { updatedAt: true },
      })
      if (signatureOf(docs) !== registry().signature) await load(payload)
    } catch (error) {
      payload.logger.warn({ err: error }, '[redirects] refresh failed')
    }
  }, 10_000)
  timer.unref()
  cancelOnStop(() => clearInterval(timer))
}

/**
 * After a change on this instance: the table at once, read in the change's own transaction (it
 * is not committed yet; were it rolled back, the next refresh corrects the table).
 */
export async function reloadRedirects(req?: PayloadRequest): Promise<void> {
  const { payload } = registry()
  if (payload) await load(payload, req)
}

/**
 * Leaves a permanent redirect from an old address to a new one, in the request's transaction:
 * redirects that led to the old address now lead to the new one, and one from the new address
 * (it was renamed before) goes, so no chain or loop is left.
 */
async function leaveRedirect(req: PayloadRequest, from: string, to: string): Promise<void> {
  const { payload } = req
  await payload.delete({
    collection: 'redirects',
    where: { from: { equals: to } },
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: 'redirects',
    where: { to: { equals: from } },
    data: { to },
    overrideAccess: true,
    req,
  })
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) {
    await payload.update({
      collection: 'redirects',
      id: docs[0].id,
      data: { to },
      overrideAccess: true,
      req,
    })
  } else {
    await payload.create({
      collection: 'redirects',
      data: { from, to, auto: true },
      overrideAccess: true,
      req,
    })
  }
}

type Renamed = { slug?: string | null; _status?: string | null }

/**
 * An afterChange hook for a collection with public addresses: a published document renamed
 * leaves a permanent redirect from its old address to the new one. `addressOf` gives the
 * address as the table looks it up (decoded, see redirectKey).
 */
export function redirectOnRename(addressOf: (slug: string) => string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    const before = previousDoc as Renamed | undefined
    const after = doc as Renamed
    if (
      before?._status === 'published' &&
      after._status === 'published' &&
      before.slug &&
      after.slug &&
      before.slug !== after.slug
    ) {
      await leaveRedirect(req, addressOf(before.slug), addressOf(after.slug))
    }
    return doc
  }
}
