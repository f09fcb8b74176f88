import { createHmac } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { activityKindLabels } from '@/kernel/activity/kinds'
import { clientAddress, hashAddress } from '@/kernel/api/client-address'
import { provide, provided } from '@/kernel/runtime.mjs'

/**
 * The staff activity log (admins read it; nobody edits or deletes an entry through any API): who
 * signed in or failed to, second-factor enrolments and resets, role changes and deactivations,
 * exports made and downloaded, data-subject searches, exports and erasures, and who opened whose
 * lead or registration. Each entry carries the hash of the one before it and its own, so a deleted
 * or altered row breaks the chain where `verifyActivityChain` finds it. Personal data stays out:
 * a member by id, a record by collection and id, an address as the salted hash used elsewhere.
 */
/** The activity log's collection (features/activity-log/collections/activity-log). */
export const activityLogSlug = 'activity-log'

export type ActivityKind = keyof typeof activityKindLabels
/** Every kind of entry, in the order the admin's filter lists them. */
export const activityKinds = Object.keys(activityKindLabels) as ActivityKind[]

export type ActivityEntry = {
  kind: ActivityKind
  /** Who did it (a staff member's id), when known. */
  member?: number | null
  /** What it was about: `leads/12`, `users/3`, `exports/7`. */
  subject?: string | null
  /** A short note without personal data (`sales → admin`, `3 leads`). */
  detail?: string | null
  /** The salted hash of the client's address (kernel/api/client-address.ts). */
  ipHash?: string | null
}

export const genesisHash = '0'.repeat(64)
/** Where the retention job keeps the hash the oldest kept entry points back to. */
export const anchorKey = 'activity:anchor'

type Stored = Required<Omit<ActivityEntry, 'member'>> & { member: number | null; at: string }

/**
 * An entry's own hash: its previous entry's hash and its content, in a fixed order, keyed with the
 * server's secret (HMAC), so that someone who can write to the database but does not hold the
 * secret cannot write a consistent chain over altered, removed or added rows.
 */
export function entryHash(key: string, prevHash: string, entry: Stored): string {
  return createHmac('sha256', `activity-chain:${key}`)
    .update(
      JSON.stringify([
        prevHash,
        entry.at,
        entry.kind,
        entry.member,
        entry.subject,
        entry.detail,
        entry.ipHash,
      ]),
    )
    .digest('hex')
}

/** The hashed address of a request, as the activity log keeps it. */
export const addressHashOf = (secret: string, headers: Headers) =>
  hashAddress(secret, clientAddress(headers))

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key|constraint/i.test(String((error as Error)?.message ?? error)) ||
  /unique|duplicate/i.test(String((error as { cause?: { message?: string } })?.cause?.message))

/**
 * Appends an entry to the chain. `prevHash` is unique, so when two instances append at once one
 * of them fails and tries again after the other's entry. Never inside the caller's transaction:
 * a failed try must not abort it, and the entry stands whether or not the request that caused it
 * goes on to fail.
 */
export function recordActivity(payload: Payload, entry: ActivityEntry, now = () => new Date()) {
  const run = async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { docs } = await payload.find({
        collection: activityLogSlug,
        sort: '-id',
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const prevHash = docs[0]?.hash ?? (await payload.kv.get<string>(anchorKey)) ?? genesisHash
      const stored: Stored = {
        at: now().toISOString(),
        kind: entry.kind,
        member: entry.member ?? null,
        subject: entry.subject ?? '',
        detail: entry.detail ?? '',
        ipHash: entry.ipHash ?? '',
      }
      try {
        await payload.create({
          collection: activityLogSlug,
          data: { ...stored, prevHash, hash: entryHash(payload.secret, prevHash, stored) },
          depth: 0,
          overrideAccess: true,
        })
        return
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === 7) throw error
      }
    }
  }
  // One append at a time in this process (every bundle's copy of this module chains on the same
  // tail); other instances are told apart by the unique prevHash.
  const next = activityWritten().then(run, run)
  provide(
    'activityTail',
    next.catch(() => undefined),
  )
  return next
}

/** Settles once every entry this process has started to append is written (or has failed). */
export const activityWritten = (): Promise<unknown> => provided('activityTail') ?? Promise.resolve()

/** Records an entry without making the caller wait or fail for it; a failure is logged. */
export function noteActivity(payload: Payload, entry: ActivityEntry): void {
  recordActivity(payload, entry).catch((error) =>
    payload.logger.error({ err: error }, `[activity] could not record ${entry.kind}`),
  )
}

export type ChainProblem = { id: number; problem: 'altered' | 'broken-link' }
export type ChainReport = { ok: boolean; checked: number; problems: ChainProblem[] }

/**
 * Walks the whole log in order: each entry's hash must be that of its content and the entry
 * before it, and the first must point at the anchor (the genesis, or the last entry the
 * retention job removed). An altered row fails its own hash; a deleted one breaks the link of the
 * row after it.
 */
export async function verifyActivityChain(payload: Payload): Promise<ChainReport> {
  let prevHash = (await payload.kv.get<string>(anchorKey)) ?? genesisHash
  const problems: ChainProblem[] = []
  let checked = 0
  let afterId = 0
  for (;;) {
    const where: Where = afterId > 0 ? { id: { greater_than: afterId } } : {}
    const { docs } = await payload.find({
      collection: activityLogSlug,
      where,
      sort: 'id',
      limit: 500,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (docs.length === 0) break
    for (const doc of docs) {
      checked += 1
      const stored: Stored = {
        at: new Date(doc.at).toISOString(),
        kind: doc.kind as ActivityKind,
        member: typeof doc.member === 'object' && doc.member ? doc.member.id : (doc.member ?? null),
        subject: doc.subject ?? '',
        detail: doc.detail ?? '',
        ipHash: doc.ipHash ?? '',
      }
      if (doc.prevHash !== prevHash) problems.push({ id: doc.id, problem: 'broken-link' })
      if (entryHash(payload.secret, doc.prevHash, stored) !== doc.hash) {
        problems.push({ id: doc.id, problem: 'altered' })
      }
      prevHash = doc.hash
      afterId = doc.id
    }
  }
  return { ok: problems.length === 0, checked, problems }
}

/** The log is kept a year (the retention job); the entries it may delete first. */
export const activityRetentionDays = 365

/**
 * Deletes the entries older than a year, oldest first, and keeps the hash the oldest remaining
 * one points back to as the chain's anchor: removing them is no break, removing any other is.
 */
export async function purgeOldActivity(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - activityRetentionDays * 86_400_000).toISOString()
  const { docs } = await payload.find({
    collection: activityLogSlug,
    where: { at: { less_than: before } },
    sort: '-id',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const newestOld = docs[0]
  if (!newestOld) return 0
  const { docs: removed } = await payload.delete({
    collection: activityLogSlug,
    where: { id: { less_than_equal: newestOld.id } },
    depth: 0,
    overrideAccess: true,
    context: { activityRetention: true },
  })
  await payload.kv.set(anchorKey, newestOld.hash)
  return removed.length
}
