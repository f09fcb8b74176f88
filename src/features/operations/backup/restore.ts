import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { isPostgresUrl } from '@/kernel/env'

import {
  backupKey,
  backupStores,
  sqliteFile,
  type BackupManifest,
  type BackupSettings,
} from './create'
import { readBackupHeader, sameFingerprint, secretFingerprint, unpackBackup } from './format'
import { removeStaleWorkFolders, runPostgresTool } from './tools'

/**
 * The first half of a restore, which needs no Payload: decrypt the backup, check it fits this
 * server (same kind of database, same PAYLOAD_SECRET), check the target database is empty (or
 * move it aside with `force`), put the copy in place and check its integrity, and put the media
 * back. The second half (scripts/restore.ts, with Payload) applies pending migrations and the
 * erasures made after the backup, then counts what was restored.
 */
export type RestoreOptions = { force: boolean }

export type PlacedBackup = {
  manifest: BackupManifest
  /** Where a non-empty SQLite database was moved with --force. */
  setAside?: string
  mediaFiles: number
}

/** A backup named in the bucket (with the S3 variables) is fetched first; a path is used as is. */
export async function locateBackup(
  settings: BackupSettings,
  given: string,
  workDir: string,
): Promise<string> {
  if (existsSync(given)) return path.resolve(given)
  const name = path.basename(given)
  for (const store of backupStores(settings).slice(1)) {
    const target = path.join(workDir, name)
    await store.download(name, target)
    return target
  }
  throw new Error(`${given} does not exist.`)
}

async function sqliteTables(file: string): Promise<number> {
  if (!existsSync(file) || (await stat(file)).size === 0) return 0
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    return Number(rows[0].n)
  } finally {
    client.close()
  }
}

async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    )
    return rows[0].n
  } finally {
    await client.end()
  }
}

const notEmpty = (where: string, tables: number) =>
  new Error(
    `${where} already holds ${tables} tables. A restore goes into an empty database; to replace ` +
      'this one, run it again with --force (SQLite: the current file is kept beside it; ' +
      'PostgreSQL: every table is dropped).',
  )

export async function placeBackup(
  settings: BackupSettings,
  file: string,
  options: RestoreOptions,
): Promise<PlacedBackup> {
  const { header } = await readBackupHeader(file)
  const key = backupKey(settings)
  if (header.keySource !== key.source) {
    throw new Error(
      header.keySource === 'BACKUP_ENCRYPTION_KEY'
        ? 'This backup was encrypted with BACKUP_ENCRYPTION_KEY: set it to the key it was made with.'
        : 'This backup was encrypted with a key derived from PAYLOAD_SECRET: unset ' +
            'BACKUP_ENCRYPTION_KEY for the restore.',
    )
  }
  const database = isPostgresUrl(settings.databaseUrl) ? 'postgres' : 'sqlite'
  if (header.database !== database) {
    throw new Error(
      `This is a ${header.database} backup and DATABASE_URL is a ${database} database: restore ` +
        `it into ${header.database}` +
        (header.database === 'sqlite'
          ? ', then move it with npm run db:migrate-to-postgres.'
          : '.'),
    )
  }
  await removeStaleWorkFolders(path.dirname(file), '.restore-')
  const work = path.join(path.dirname(file), `.restore-${randomBytes(6).toString('hex')}`)
  try {
    const { files } = await unpackBackup(file, work, key.passphrase)
    const manifest = JSON.parse(
      await readFile(path.join(work, 'manifest.json'), 'utf8'),
    ) as BackupManifest
    if (!sameFingerprint(manifest.secretCheck, secretFingerprint(settings.payloadSecret))) {
      throw new Error(
        'PAYLOAD_SECRET is not the one this backup was made with. The erasures made since are ' +
          'matched by keyed hashes, and the staff sessions and form tokens depend on it too: ' +
          'restore with the same PAYLOAD_SECRET.',
      )
    }

    let setAside: string | undefined
    if (database === 'sqlite') {
      const target = sqliteFile(settings.databaseUrl)
      const tables = await sqliteTables(target)
      if (tables > 0 && !options.force) throw notEmpty(target, tables)
      if (existsSync(target)) {
        setAside = `${target}.before-restore-${Date.now()}`
        for (const suffix of ['', '-wal', '-shm']) {
          if (existsSync(target + suffix)) await rename(target + suffix, setAside + suffix)
        }
      }
      await mkdir(path.dirname(target), { recursive: true })
      await cp(path.join(work, 'database.sqlite'), target)
      const client = createClient({ url: `file:${target}` })
      try {
        const { rows } = await client.execute('PRAGMA integrity_check')
        const verdict = String(Object.values(rows[0])[0])
        if (verdict !== 'ok') throw new Error(`The restored database fails its check: ${verdict}`)
        await client.execute('PRAGMA journal_mode = WAL')
      } finally {
        client.close()
      }
    } else {
      const tables = await postgresTables(settings.databaseUrl)
      if (tables > 0 && !options.force) throw notEmpty('The PostgreSQL database', tables)
      if (tables > 0) {
        const client = new pg.Client({ connectionString: settings.databaseUrl })
        await client.connect()
        try {
          await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
        } finally {
          await client.end()
        }
      }
      // One transaction, stopping at the first error: a restore is whole or not at all.
      await runPostgresTool(
        'pg_restore',
        settings.databaseUrl,
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          path.join(work, 'database.pgdump'),
        ],
        'a PostgreSQL restore',
      )
    }

    const media = files.filter((name) => name.startsWith('media/'))
    if (media.length > 0) {
      await mkdir(settings.mediaDir, { recursive: true })
      await cp(path.join(work, 'media'), settings.mediaDir, { recursive: true })
    }
    return { manifest, setAside, mediaFiles: media.length }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
