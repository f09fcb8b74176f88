// Builds the production bundle when the sources changed since the last build.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { configurationExit } from './exit-codes.mjs'
import { dataDir, projectRoot } from './local-env.mjs'
import { run, runScript } from './run.mjs'

const stampFile = path.join(projectRoot, '.next', 'source-fingerprint')
const inputs = [
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
]

function walk(target, hash) {
  if (!existsSync(target)) return
  const stat = statSync(target)
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) walk(path.join(target, entry), hash)
    return
  }
  hash.update(path.relative(projectRoot, target))
  hash.update(readFileSync(target))
}

/** A hash of the sources and of the environment that is baked into the static pages. */
export function sourceFingerprint() {
  const hash = createHash('sha256')
  for (const input of inputs) walk(path.join(projectRoot, input), hash)
  // The static pages also hold the articles read from the database at build time.
  const baked = Object.keys(process.env)
    .filter(
      (key) =>
        key.startsWith('SITE_') ||
        key.startsWith('NEXT_PUBLIC_') ||
        key === 'DATABASE_URL' ||
        key === 'MEDIA_DIR' ||
        key === 'GA_MEASUREMENT_ID' ||
        key === 'ADS_CONVERSION_ID',
    )
    .sort()
    .map((key) => `${key}=${process.env[key]}`)
  hash.update(baked.join('\n'))
  return hash.digest('hex')
}

/** Builds unless the last build is of the same sources; resolves with the build's exit code. */
export async function ensureBuild({ force = false } = {}) {
  const fingerprint = sourceFingerprint()
  const built =
    !force &&
    existsSync(path.join(projectRoot, '.next', 'BUILD_ID')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === fingerprint
  if (built) return 0
  if (!force) console.log('[clinic-plus] building the production bundle (sources changed)…')
  const code = await run('next', ['build'])
  if (code !== 0) {
    console.error('[clinic-plus] the build failed; see the output above.')
    return code
  }
  writeFileSync(stampFile, fingerprint)
  return 0
}

/**
 * Migrates and seeds the database (DATABASE_URL of `env`). Run with tsx rather than `payload run`: Payload 3.90's `run`
 * now and then exits 0 without running the script at all (seen about one start in five here),
 * which left tests and starts with an empty database.
 */
export async function prepareDatabase(env = process.env) {
  const code = await runScript('scripts/prepare-database.ts', [], { env })
  if (code !== 0) {
    // A refused setting has said so in its one line already.
    if (code !== configurationExit) {
      console.error('[clinic-plus] preparing the database failed; see the output above.')
    }
    process.exit(code)
  }
}

/** The variables that send uploaded media to an S3-compatible bucket (src/kernel/env.ts). */
const objectStorageKeys = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
]

/**
 * Keeps a throwaway database's media in its MEDIA_DIR even when .env configures a bucket: its
 * seed reuses the real covers' file names, so it would overwrite (and its tests delete) the real
 * objects. Empty, not deleted, so the .env files that child processes load cannot set them again.
 */
function keepMediaOutOfBuckets() {
  for (const key of objectStorageKeys) process.env[key] = ''
}

/**
 * Points DATABASE_URL at a new, empty SQLite file data/<name>, MEDIA_DIR at an empty
 * data/<name>-media (never a bucket), PRIVATE_FILES_DIR at an empty data/<name>-private and BACKUP_DIR
 * at an empty data/<name>-backups, then migrates and seeds them: the throwaway database of
 * the end-to-end tests and the benchmarks. The same name always gives the same addresses and
 * seed, so one build made against it serves every fresh copy.
 */
export async function freshSqliteDatabase(name = 'scratch.db') {
  const file = path.join(dataDir, name)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  const mediaDir = path.join(dataDir, `${name.replace(/\.db$/, '')}-media`)
  const privateDir = path.join(dataDir, `${name.replace(/\.db$/, '')}-private`)
  const backupDir = path.join(dataDir, `${name.replace(/\.db$/, '')}-backups`)
  rmSync(mediaDir, { recursive: true, force: true })
  rmSync(privateDir, { recursive: true, force: true })
  rmSync(backupDir, { recursive: true, force: true })
  process.env.DATABASE_URL = `file:${file}`
  process.env.MEDIA_DIR = mediaDir
  process.env.PRIVATE_FILES_DIR = privateDir
  process.env.BACKUP_DIR = backupDir
  keepMediaOutOfBuckets()
  await prepareDatabase()
  return file
}

/**
 * The rows `sql` reads from the SQLite database in `file` (a scratch database's, say), through a
 * connection of its own, closed after.
 * @param {string} file
 * @param {string} sql
 * @returns {Promise<import('@libsql/client').Row[]>}
 */
export async function sqliteRows(file, sql) {
  const client = createClient({ url: `file:${file}` })
  try {
    return (await client.execute(sql)).rows
  } finally {
    client.close()
  }
}

/** How many rows `table` of the SQLite database in `file` holds. */
export async function sqliteRowCount(file, table) {
  const [row] = await sqliteRows(file, `SELECT count(*) AS n FROM ${table}`)
  return Number(row.n)
}
