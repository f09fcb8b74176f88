import type { BackupStore } from './store'

/**
 * The erasure ledger: one small file per erasure, kept beside the backups (BACKUP_DIR and the
 * bucket), never inside the database they copy. A restore reads the entries made after its backup
 * was taken and erases the same records again before the site serves (restore.ts), so a
 * person erased after the backup does not come back with it. An entry holds what the
 * data-subject log holds (the kind of identifier and its HMAC, never the address itself) and the
 * ids of the records erased.
 */
export type ErasureEntry = {
  at: string
  identifierKind: 'email' | 'phone'
  identifierHash: string
  /**
   * The records staff confirmed for erasure, by id: a restore erases those again (when they
   * still match the identifier), not every record the identifier matches. Ids are no personal
   * data, and a restored database keeps them.
   */
  leadIds?: number[]
  registrationIds?: number[]
}

const folder = 'erasures'
const namePattern = /^(\d{8}T\d{6}\d{3}Z)-[0-9a-f]{12}\.json$/

function entryName(entry: ErasureEntry): string {
  const stamp = entry.at.replace(/[-:.]/g, '')
  return `${folder}/${stamp}-${entry.identifierHash.slice(0, 12)}.json`
}

function entryTime(name: string): Date | null {
  const match = namePattern.exec(name)
  if (!match) return null
  const s = match[1]
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:` +
      `${s.slice(13, 15)}.${s.slice(15, 18)}Z`,
  )
}

/**
 * Records an erasure in every store. Each store is tried even if another fails; the errors are
 * returned for the caller to report (the erasure itself has already happened).
 */
export async function recordErasure(stores: BackupStore[], entry: ErasureEntry): Promise<Error[]> {
  const failures: Error[] = []
  for (const store of stores) {
    try {
      await store.putText(entryName(entry), JSON.stringify(entry))
    } catch (error) {
      failures.push(new Error(`${store.label}: ${(error as Error).message}`))
    }
  }
  return failures
}

/** The erasures recorded at or after `since`, from every store, each once. */
export async function erasuresSince(stores: BackupStore[], since: Date): Promise<ErasureEntry[]> {
  const found = new Map<string, ErasureEntry>()
  for (const store of stores) {
    for (const name of await store.list(folder)) {
      const at = entryTime(name)
      if (!at || at < since || found.has(name)) continue
      found.set(name, JSON.parse(await store.getText(`${folder}/${name}`)) as ErasureEntry)
    }
  }
  return [...found.values()].sort((a, b) => a.at.localeCompare(b.at))
}

/** Removes entries older than the oldest backup still kept: no restore can need them. */
export async function pruneErasureLedger(store: BackupStore, before: Date): Promise<number> {
  let removed = 0
  for (const name of await store.list(folder)) {
    const at = entryTime(name)
    if (at && at < before) {
      await store.remove(`${folder}/${name}`)
      removed += 1
    }
  }
  return removed
}
