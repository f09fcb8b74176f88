// The starting databases of the integration tests: migrating and publishing the starting content
// took some 180 s of the run when every file did it (85 files, both databases); now each project's
// global setup does it once, in a process of its own (tests/helpers/int-template.ts), and each
// file starts from a copy (tests/helpers/int-setup.ts): a file copy on SQLite, CREATE DATABASE …
// TEMPLATE on PostgreSQL.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runScript } from '../../scripts/lib/run.mjs'
import { intEnvironment } from './int-environment'

/** Where the SQLite files and folders of the integration tests are made. */
export const intDir = path.join(os.tmpdir(), 'clinic-plus-int')

/** Migrates and seeds the database at `databaseUrl`, its folders beside `place`. */
export async function makeTemplate(databaseUrl: string, place: string): Promise<void> {
  const env = { ...process.env, ...intEnvironment(process.env, databaseUrl, place) }
  const code = await runScript('tests/helpers/int-template.ts', [], { env })
  if (code !== 0) throw new Error(`preparing the integration tests' database failed (exit ${code})`)
}

/** What a file's database and media start as a copy of (a SQLite file; on PostgreSQL, media only). */
export type Template = { file?: string; media: string }

/** Copies the template's SQLite file (if any) to `<place>.db` and its media to `<place>-media`. */
export function startFromTemplate(template: Template, place: string): void {
  if (template.file) {
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(template.file + suffix)) cpSync(template.file + suffix, `${place}.db${suffix}`)
    }
  }
  mkdirSync(`${place}-media`, { recursive: true })
  cpSync(template.media, `${place}-media`, { recursive: true })
}

/** Removes a template's or a file's `<place>.db` (with its -wal and -shm) and `<place>-…` folders. */
export function removeDatabaseFiles(place: string): void {
  for (const suffix of ['.db', '.db-wal', '.db-shm', '-media', '-private', '-backups']) {
    rmSync(place + suffix, { recursive: true, force: true })
  }
}
