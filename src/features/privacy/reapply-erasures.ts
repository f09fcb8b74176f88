import type { CollectionSlug, Payload } from 'payload'

import type { ErasureEntry } from '@/features/operations'

import { deleteSubjectRecords, identifierHash, removeErasedTraces } from './data-subject'
import { everyContact } from './repository'
import { normaliseIdentifier } from './validation/data-subject'

/**
 * Erases again, in a restored database, everyone the ledger says was erased after the backup was
 * taken: each lead's and registration's e-mail and phone are hashed the way the data-subject log
 * hashes an identifier, and the records the erasure confirmed (by id) whose hash is in the ledger
 * are deleted with what else held them (removeErasedTraces). A record the identifier matches but
 * staff did not erase then (another person's lead with a shared office number) stays. The log gets its erasure lines back, marked as re-applied by the
 * restore (no member). Returns how many records went.
 */
export async function reapplyErasures(
  payload: Payload,
  entries: ErasureEntry[],
): Promise<{ leads: number; registrations: number }> {
  if (entries.length === 0) return { leads: 0, registrations: 0 }
  // The latest entry for an identifier: a second erasure of the same person names their records
  // since the first.
  const wanted = new Map<string, ErasureEntry>()
  for (const entry of entries) {
    const known = wanted.get(entry.identifierHash)
    wanted.set(
      entry.identifierHash,
      known
        ? {
            ...entry,
            leadIds:
              known.leadIds && entry.leadIds ? [...known.leadIds, ...entry.leadIds] : undefined,
            registrationIds:
              known.registrationIds && entry.registrationIds
                ? [...known.registrationIds, ...entry.registrationIds]
                : undefined,
          }
        : entry,
    )
  }
  const erased = { leads: [] as number[], registrations: [] as number[] }
  const idsPerEntry = new Map<string, { leads: number[]; registrations: number[] }>()
  for (const table of ['leads', 'registrations'] as const) {
    for (const row of await everyContact(payload, table)) {
      const identifiers = [
        normaliseIdentifier(row.email),
        row.phone ? { kind: 'phone' as const, value: row.phone } : null,
      ]
      for (const identifier of identifiers) {
        if (!identifier) continue
        const hash = identifierHash(payload.secret, identifier)
        const entry = wanted.get(hash)
        if (!entry) continue
        // Only the records staff confirmed then (an entry without ids: every match).
        const confirmed = table === 'leads' ? entry.leadIds : entry.registrationIds
        if (confirmed && !confirmed.includes(row.id)) continue
        erased[table].push(row.id)
        const ids = idsPerEntry.get(hash) ?? { leads: [], registrations: [] }
        ids[table].push(row.id)
        idsPerEntry.set(hash, ids)
        break
      }
    }
  }
  // What could not be deleted is not counted (and the log says the erasure is incomplete).
  const { erased: gone, failed } = await deleteSubjectRecords(payload, erased)
  const countsOf = (hash: string) => {
    const ids = idsPerEntry.get(hash) ?? { leads: [], registrations: [] }
    const went = (table: 'leads' | 'registrations') =>
      ids[table].filter((id) => gone[table].includes(id)).length
    const missed = (table: 'leads' | 'registrations') =>
      ids[table].filter((id) => failed[table].includes(id)).length
    return {
      leads: went('leads'),
      registrations: went('registrations'),
      failed: missed('leads') + missed('registrations'),
    }
  }
  const traces = await removeErasedTraces(payload, gone)
  for (const entry of entries) {
    const counts = countsOf(entry.identifierHash)
    await payload.create({
      collection: 'data-subject-requests',
      data: {
        type: 'erasure',
        outcome: counts.failed
          ? 'incomplete'
          : counts.leads + counts.registrations > 0
            ? 'erased'
            : 'not-found',
        failedCount: counts.failed,
        identifierKind: entry.identifierKind,
        identifierHash: entry.identifierHash,
        leadCount: counts.leads,
        registrationCount: counts.registrations,
        exportCount: traces.exports,
        jobCount: traces.jobs,
      },
      overrideAccess: true,
    })
  }
  return { leads: gone.leads.length, registrations: gone.registrations.length }
}

/** How many documents each collection holds (the restore prints it). */
export async function countPerCollection(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const slug of Object.keys(payload.collections) as CollectionSlug[]) {
    const { totalDocs } = await payload.count({ collection: slug, overrideAccess: true })
    counts[slug] = totalDocs
  }
  return counts
}
