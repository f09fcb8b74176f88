// `npm run db:migrate-to-postgres -- [postgres://…] [--from file:…] [--force]`
//
// Moves everything from the SQLite database to PostgreSQL: applies the committed PostgreSQL
// migrations to the target, then copies every table's rows in one transaction (see
// scripts/lib/sqlite-to-postgres.ts). The source is only read. Run with tsx, through
// scripts/with-env.mjs (which loads .env and PAYLOAD_SECRET).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { defaultDatabaseUrl, isPostgresUrl } from '../src/kernel/env'
import { runScript } from './lib/run.mjs'
import {
  copySqliteToPostgres,
  migrationsTable,
  nonEmptyPostgresTables,
  sqliteMigrationNames,
} from './lib/sqlite-to-postgres'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// The database clients load after the arguments are checked, so a mistyped command answers at once.
const loadPg = async () => (await import('pg')).default

/** The names of the committed migrations of one database, as its migrations index lists them. */
function committedMigrationNames(database: 'sqlite' | 'postgres'): string[] {
  const index = readFileSync(
    path.join(projectRoot, 'src', 'migrations', database, 'index.ts'),
    'utf8',
  )
  return [...index.matchAll(/name: '([^']+)'/g)].map((match) => match[1])
}

const usage = `Usage: npm run db:migrate-to-postgres -- [postgres://user:pass@host:5432/db] [options]

Copies all data from the SQLite database to a PostgreSQL database (created if it does not exist),
after applying the committed PostgreSQL migrations to it. The target may also come from
POSTGRES_URL. Stop the app first; media files stay where MEDIA_DIR points.

Options:
  --from <file:…>  SQLite database to read (default: DATABASE_URL when it is a file: URL,
                   else ${defaultDatabaseUrl})
  --force          replace the data of a target that already holds rows
  -h, --help       show this help`

class UsageError extends Error {}

function fail(message: string, code = 1): never {
  console.error(`[db:migrate-to-postgres] ${message}`)
  process.exit(code)
}

const log = (message: string) => console.log(`[db:migrate-to-postgres] ${message}`)

/** Where the password of a database address would be shown, a placeholder instead. */
function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url
  }
}

function readArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  if (positionals.length > 1) throw new UsageError('Give one target database, not several.')
  const target = positionals[0] ?? process.env.POSTGRES_URL
  if (!target) throw new UsageError('No target: pass a postgres:// URL or set POSTGRES_URL.')
  if (!isPostgresUrl(target)) throw new UsageError(`The target must be a postgres:// URL.`)
  const configured = process.env.DATABASE_URL
  const source =
    values.from ?? (configured?.startsWith('file:') ? configured : undefined) ?? defaultDatabaseUrl
  if (!source.startsWith('file:')) throw new UsageError('The source must be a SQLite file: URL.')
  return { source, target, force: values.force }
}

/** The target's tables holding rows, or none when the database does not exist yet. */
async function filledTables(target: string): Promise<string[]> {
  const pg = await loadPg()
  const client = new pg.Client({ connectionString: target })
  try {
    await client.connect()
  } catch (error) {
    // 3D000: the database does not exist; Payload creates it when it connects.
    if ((error as { code?: string }).code === '3D000') return []
    throw error
  }
  try {
    return await nonEmptyPostgresTables(client)
  } finally {
    await client.end()
  }
}

/**
 * Applies the committed PostgreSQL migrations to the target, in a process of its own that imports
 * the Payload config statically with DATABASE_URL set to the target (the config reads it once, at
 * import).
 */
async function migrateTarget(target: string): Promise<void> {
  const code = await runScript('scripts/lib/migrate-postgres-target.ts', [], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: target },
  })
  if (code !== 0) fail(`Applying the migrations to the target failed (exit code ${code}).`)
  // Trust, but verify: the target must now hold every committed migration.
  const pg = await loadPg()
  const client = new pg.Client({ connectionString: target })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${migrationsTable}`)
    const applied = new Set(rows.map((row) => row.name))
    const missing = committedMigrationNames('postgres').filter((name) => !applied.has(name))
    if (missing.length > 0) fail(`The target lacks migration(s) ${missing.join(', ')}.`)
  } finally {
    await client.end()
  }
}

async function main() {
  let args: ReturnType<typeof readArguments>
  try {
    args = readArguments()
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE')) {
      fail(`${(error as Error).message}\n\n${usage}`, 2)
    }
    throw error
  }
  const { source, target, force } = args

  const sourceFile = path.resolve(source.slice('file:'.length))
  if (!existsSync(sourceFile)) fail(`The SQLite database ${sourceFile} does not exist.`)
  const { createClient } = await import('@libsql/client')
  const sqlite = createClient({ url: `file:${sourceFile}` })
  const applied = await sqliteMigrationNames(sqlite)
  if (!applied) fail(`${sourceFile} is not a Payload database (no payload_migrations table).`)
  const committed = committedMigrationNames('sqlite')
  const pending = committed.filter((name) => !applied.includes(name))
  const unknown = applied.filter((name) => !committed.includes(name))
  if (pending.length > 0) {
    fail(
      `The SQLite database lacks migration(s) ${pending.join(', ')}. Bring it up to date first ` +
        '(`npm start` applies them, or `npm run payload -- migrate`).',
    )
  }
  if (unknown.length > 0) {
    fail(`The SQLite database has migration(s) this code does not know: ${unknown.join(', ')}.`)
  }

  const filled = await filledTables(target)
  if (filled.length > 0 && !force) {
    fail(
      `The target database already holds data (${filled.join(', ')}). ` +
        'Pass --force to replace it, or choose an empty database.',
    )
  }

  log(`source ${sourceFile}`)
  log(`target ${redact(target)}: applying the committed PostgreSQL migrations`)
  await migrateTarget(target)

  log(force && filled.length > 0 ? 'replacing the target data' : 'copying')
  const pg = await loadPg()
  const client = new pg.Client({ connectionString: target })
  await client.connect()
  const started = Date.now()
  try {
    const copies = await copySqliteToPostgres(sqlite, client, { replace: force, log })
    const total = copies.reduce((sum, copy) => sum + copy.rows, 0)
    log(`done: ${total} row(s) in ${copies.length} table(s), ${Date.now() - started} ms`)
    log(`next: set DATABASE_URL=${redact(target)} and restart (npm start rebuilds the pages)`)
  } finally {
    await client.end()
    sqlite.close()
  }
}

// If an await never settles, Node runs out of work and would exit 0 with the move half done.
process.on('beforeExit', () => fail('Stopped before finishing: an operation never completed.'))

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
)
