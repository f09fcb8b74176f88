import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { env, isPostgresUrl, type ObjectStorageEnv } from '@/kernel/env'
import { retention } from '@/kernel/retention'

import { pruneErasureLedger } from './erasure-ledger'
import { filesUnder, secretFingerprint, writeBackup, type BackupEntry } from './format'
import { backupFileName, backupsToKeep, backupTime, type BackupKind } from './retention'
import { bucketStore, folderStore, type BackupStore } from './store'
import { removeStaleWorkFolders, runPostgresTool } from './tools'

/** What a backup run needs, from the environment (`backupSettings()`) or a test. */
export type BackupSettings = {
  databaseUrl: string
  dir: string
  mediaDir: string
  /** Media live in the bucket (which keeps their versions), so they are not copied. */
  objectStorage?: ObjectStorageEnv
  encryptionKey?: string
  payloadSecret: string
  keepDaily: number
  keepWeekly: number
}

export function backupSettings(): BackupSettings {
  return {
    databaseUrl: env.DATABASE_URL,
    dir: path.resolve(env.BACKUP_DIR),
    mediaDir: path.resolve(env.MEDIA_DIR),
    objectStorage: env.objectStorage,
    encryptionKey: env.BACKUP_ENCRYPTION_KEY,
    payloadSecret: env.PAYLOAD_SECRET,
    keepDaily: env.BACKUP_KEEP_DAILY,
    keepWeekly: env.BACKUP_KEEP_WEEKLY,
  }
}

/** The places copies go: the folder always, the bucket too when the S3 variables are set. */
export function backupStores(settings: Pick<BackupSettings, 'dir' | 'objectStorage'>) {
  const stores: BackupStore[] = [folderStore(settings.dir)]
  if (settings.objectStorage) stores.push(bucketStore(settings.objectStorage))
  return stores
}

/** The manifest inside every backup. */
export type BackupManifest = {
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** Migrations applied in the copied database, by name. */
  migrations: string[]
  mediaFiles: number
  /** Shows at restore whether PAYLOAD_SECRET is the same (format.ts, secretFingerprint). */
  secretCheck: string
}

export type BackupResult = {
  name: string
  bytes: number
  createdAt: string
  stores: string[]
  removed: string[]
}

/** The key a backup is encrypted with, and which variable it came from. */
export function backupKey(settings: Pick<BackupSettings, 'encryptionKey' | 'payloadSecret'>) {
  return settings.encryptionKey
    ? { passphrase: settings.encryptionKey, source: 'BACKUP_ENCRYPTION_KEY' as const }
    : { passphrase: settings.payloadSecret, source: 'PAYLOAD_SECRET' as const }
}

/** The path of a SQLite DATABASE_URL's file. */
export const sqliteFile = (databaseUrl: string) =>
  path.resolve(databaseUrl.slice('file:'.length).split('?')[0])

/**
 * A consistent copy of the database in `file` while the site keeps writing: SQLite's
 * `VACUUM INTO` (one read transaction; writers carry on in the WAL), or `pg_dump` in its custom
 * format (one snapshot). Returns the names of the migrations the copy holds.
 */
async function snapshotDatabase(databaseUrl: string, file: string): Promise<string[]> {
  if (isPostgresUrl(databaseUrl)) {
    await runPostgresTool(
      'pg_dump',
      databaseUrl,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
      'a PostgreSQL backup',
    )
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT name FROM payload_migrations ORDER BY name')
      return rows.map((row) => String(row.name))
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${sqliteFile(databaseUrl)}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    client.close()
  }
  const copy = createClient({ url: `file:${file}` })
  try {
    const { rows } = await copy.execute('SELECT name FROM payload_migrations ORDER BY name')
    return rows.map((row) => String(row.name))
  } finally {
    copy.close()
  }
}

/** The oldest a copy may be: what the privacy notice states (kernel/retention.ts). */
const maxBackupAgeMs = retention.backupWeeks * 7 * 86_400_000

/** Deletes the copies the retention rule no longer keeps, in one place; returns their names. */
async function prune(store: BackupStore, daily: number, weekly: number): Promise<string[]> {
  const { keep, remove } = backupsToKeep(await store.list(), daily, weekly, {
    maxAgeMs: maxBackupAgeMs,
    now: new Date(),
  })
  for (const name of remove) await store.remove(name)
  const oldest = keep.map(backupTime).at(-1)
  if (oldest) await pruneErasureLedger(store, oldest)
  return remove
}

/** Where the last run's outcome is kept, for the metrics and the alerts (status.ts). */
export const statusFile = 'last-backup.json'

/**
 * Makes one backup: the database snapshot, the media folder (when media are not in a bucket) and
 * a manifest, encrypted into one file in BACKUP_DIR and, with the S3 variables, copied to the
 * bucket; then applies the retention rule in both places. Refuses to send a copy to the bucket
 * without BACKUP_ENCRYPTION_KEY (a key derived from PAYLOAD_SECRET would leave the bucket's copy
 * readable by whoever holds the server's environment, and lost with it).
 */
export async function createBackup(
  settings: BackupSettings = backupSettings(),
  now = () => new Date(),
  kind: BackupKind = 'manual',
): Promise<BackupResult> {
  const startedAt = now()
  const database = isPostgresUrl(settings.databaseUrl) ? 'postgres' : 'sqlite'
  // The plain copies are deleted when a run ends; one that died (killed, out of disk) left its own.
  await removeStaleWorkFolders(settings.dir, '.work-')
  const work = path.join(settings.dir, `.work-${randomBytes(6).toString('hex')}`)
  await mkdir(work, { recursive: true, mode: 0o700 })
  try {
    if (settings.objectStorage && !settings.encryptionKey) {
      throw new Error(
        'BACKUP_ENCRYPTION_KEY is not set: backups hold personal data and are not sent to the ' +
          'bucket without their own key. Set BACKUP_ENCRYPTION_KEY (32+ characters, e.g. ' +
          '`openssl rand -hex 32`) and keep a copy of it away from the server.',
      )
    }
    const snapshot = path.join(work, database === 'sqlite' ? 'database.sqlite' : 'database.pgdump')
    const migrations = await snapshotDatabase(settings.databaseUrl, snapshot)
    const entries: BackupEntry[] = [{ name: path.basename(snapshot), file: snapshot }]
    if (!settings.objectStorage) {
      for (const relative of await filesUnder(settings.mediaDir)) {
        entries.push({ name: `media/${relative}`, file: path.join(settings.mediaDir, relative) })
      }
    }
    const manifest: BackupManifest = {
      createdAt: startedAt.toISOString(),
      database,
      migrations,
      mediaFiles: entries.length - 1,
      secretCheck: secretFingerprint(settings.payloadSecret),
    }
    const manifestFile = path.join(work, 'manifest.json')
    await writeFile(manifestFile, JSON.stringify(manifest, null, 2))
    entries.unshift({ name: 'manifest.json', file: manifestFile })

    const key = backupKey(settings)
    const name = backupFileName(startedAt, kind)
    const target = path.join(settings.dir, name)
    const bytes = await writeBackup(
      target,
      { version: 1, createdAt: manifest.createdAt, database, keySource: key.source },
      entries,
      key.passphrase,
    )
    const stores = backupStores(settings)
    const removed: string[] = []
    for (const store of stores) {
      await store.put(name, target)
      removed.push(...(await prune(store, settings.keepDaily, settings.keepWeekly)))
    }
    const result = {
      name,
      bytes,
      createdAt: manifest.createdAt,
      stores: stores.map((store) => store.label),
      removed,
    }
    await recordOutcome(settings, { ok: true, at: now().toISOString(), ...result })
    return result
  } catch (error) {
    await recordOutcome(settings, {
      ok: false,
      at: now().toISOString(),
      error: (error as Error).message,
    }).catch(() => undefined)
    // A failed run still lets the copies that are too old go.
    for (const store of backupStores(settings)) {
      await prune(store, settings.keepDaily, settings.keepWeekly).catch(() => undefined)
    }
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** The last successful run and the last failed one (a success does not erase a failure's time). */
export type BackupStatus = {
  lastSuccess?: BackupResult & { at: string }
  lastFailure?: { at: string; error: string }
}

/** Whether the last run recorded failed: a failure and no success since. */
export function lastRunFailed(status: BackupStatus | null | undefined): boolean {
  const failure = status?.lastFailure
  if (!failure) return false
  const success = status.lastSuccess
  return !success || new Date(failure.at) > new Date(success.at)
}

async function recordOutcome(
  settings: BackupSettings,
  outcome: ({ ok: true; at: string } & BackupResult) | { ok: false; at: string; error: string },
) {
  for (const store of backupStores(settings)) {
    let status: BackupStatus = {}
    try {
      status = JSON.parse(await store.getText(statusFile)) as BackupStatus
    } catch {
      // No run recorded here yet.
    }
    if (outcome.ok) {
      const { ok: _ok, ...success } = outcome
      status.lastSuccess = success
    } else {
      status.lastFailure = { at: outcome.at, error: outcome.error }
    }
    await store.putText(statusFile, JSON.stringify(status, null, 2))
  }
}

/** Records a run that failed outside createBackup (stopped after its time limit). */
export async function recordFailure(settings: BackupSettings, error: string) {
  await recordOutcome(settings, { ok: false, at: new Date().toISOString(), error })
}

/** The last backup run as the stores record it (the bucket's first: it is shared). */
export async function readBackupStatus(): Promise<BackupStatus | null> {
  for (const store of backupStores(backupSettings()).reverse()) {
    try {
      return JSON.parse(await store.getText(statusFile)) as BackupStatus
    } catch {
      // Not recorded in this store.
    }
  }
  return null
}
