// Builds the production bundle when the sources changed since the last build.
import { createHash, randomUUID } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
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

/**
 * Builds unless the last build is of the same sources; resolves with the build's exit code.
 * `typesChecked`: these sources passed `next typegen && tsc --noEmit` in this run (npm test's
 * typecheck), so Next's build skips its own, narrower check of them (next.config.ts).
 * `buffered`: the build's output is printed in one piece when it ends (it runs beside other work).
 */
export async function ensureBuild({ force = false, typesChecked = false, buffered = false } = {}) {
  const fingerprint = sourceFingerprint()
  const built =
    !force &&
    existsSync(path.join(projectRoot, '.next', 'BUILD_ID')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === fingerprint
  if (built) return 0
  if (!force) console.log('[clinic-plus] building the production bundle (sources changed)…')
  const code = await run('next', ['build'], {
    env: typesChecked ? { ...process.env, CLINIC_PLUS_TYPES_CHECKED: '1' } : process.env,
    buffered,
  })
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

/** Where the migrated and seeded databases that fresh copies are made from are kept. */
const templatesDir = path.join(dataDir, 'templates')
/** Where each throwaway database keeps what is not in it, by the variable that names the place. */
const placeVariables = { MEDIA_DIR: 'media', PRIVATE_FILES_DIR: 'private', BACKUP_DIR: 'backups' }

/**
 * What a migrated and seeded database is made of: the sources (the migrations, the seed and the
 * content files they read), every variable src/kernel/env.ts names (the first admin, the contact
 * details the seed copies; not where the database and its files are), and the Bangkok day (the
 * seed saves this year's holidays).
 */
function templateKey() {
  const hash = createHash('sha256')
  for (const input of ['src', 'package-lock.json']) walk(path.join(projectRoot, input), hash)
  const names = new Set(
    readFileSync(path.join(projectRoot, 'src/kernel/env.ts'), 'utf8').match(
      /\b[A-Z][A-Z0-9_]{2,}\b/g,
    ),
  )
  for (const name of [...names].sort()) {
    if (name === 'DATABASE_URL' || name in placeVariables) continue
    hash.update(`${name}=${process.env[name] ?? ''}\n`)
  }
  hash.update(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' }))
  return hash.digest('hex').slice(0, 16)
}

/** Points the four variables at `file` and its three folders beside it (`<file>-media`…). */
function pointAt(file, env = process.env) {
  env.DATABASE_URL = `file:${file}`
  for (const [variable, suffix] of Object.entries(placeVariables)) {
    env[variable] = `${file.replace(/\.db$/, '')}-${suffix}`
  }
}

function removeDatabase(file) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  for (const suffix of Object.values(placeVariables)) {
    rmSync(`${file.replace(/\.db$/, '')}-${suffix}`, { recursive: true, force: true })
  }
}

/**
 * The migrated and seeded database fresh copies are made from, made once for each templateKey():
 * in a file of its own, then renamed into place, so processes making it at the same time (the
 * end-to-end servers, the system tests) never see half of one. Older ones are removed.
 */
async function seededTemplate() {
  const key = templateKey()
  const template = path.join(templatesDir, `${key}.db`)
  if (existsSync(template)) return template
  mkdirSync(templatesDir, { recursive: true })
  const making = path.join(templatesDir, `making-${process.pid}-${randomUUID()}.db`)
  const env = { ...process.env }
  pointAt(making, env)
  await prepareDatabase(env)
  const media = `${making.replace(/\.db$/, '')}-media`
  mkdirSync(media, { recursive: true })
  renameSync(media, `${template.replace(/\.db$/, '')}-media`)
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(making + suffix)) renameSync(making + suffix, template + suffix)
  }
  renameSync(making, template)
  removeDatabase(making)
  for (const entry of readdirSync(templatesDir)) {
    if (entry.endsWith('.db') && !entry.startsWith(key) && !entry.startsWith('making-')) {
      removeDatabase(path.join(templatesDir, entry))
    }
  }
  return template
}

/**
 * Points DATABASE_URL at a new SQLite file data/<name>, MEDIA_DIR at data/<name>-media (never a
 * bucket), PRIVATE_FILES_DIR at an empty data/<name>-private and BACKUP_DIR at an empty
 * data/<name>-backups, migrated and seeded: the throwaway database of the end-to-end tests, the
 * system tests and the benchmarks. Each is a copy of one migrated and seeded template (see
 * seededTemplate: migrating and seeding takes some 12 s of CPU, a copy a few milliseconds). The
 * same name always gives the same addresses and seed, so one build made against it serves every
 * fresh copy. The variables are set in `env`: process.env unless another is given.
 */
export async function freshSqliteDatabase(name = 'scratch.db', env = process.env) {
  const file = path.join(dataDir, name)
  removeDatabase(file)
  keepMediaOutOfBuckets()
  const template = await seededTemplate()
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(template + suffix)) copyFileSync(template + suffix, file + suffix)
  }
  pointAt(file, env)
  cpSync(`${template.replace(/\.db$/, '')}-media`, env.MEDIA_DIR, { recursive: true })
  mkdirSync(env.PRIVATE_FILES_DIR, { recursive: true })
  mkdirSync(env.BACKUP_DIR, { recursive: true })
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
