// Throwaway PostgreSQL databases for the integration tests, made on the server TEST_DATABASE_URL
// points to. Every name starts with `clinic_int_<unix seconds>_`, so a run can drop its own and
// find the leftovers of runs that were killed before their teardown.
import { randomBytes } from 'node:crypto'

import pg from 'pg'

export const testDatabasePrefix = 'clinic_int_'

/** A name prefix for one test run: `clinic_int_<unix seconds>_<random>_`. */
export function newRunPrefix(now = Date.now()): string {
  return `${testDatabasePrefix}${Math.floor(now / 1000)}_${randomBytes(3).toString('hex')}_`
}

/** The same server and credentials as `baseUrl`, another database. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function withClient<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** PostgreSQL's refusal to copy a template someone is still connected to. */
const templateInUse = '55006'

/**
 * Creates a database `<prefix><random>`, empty or a copy of `template`, and returns its name.
 * The process that prepared the template has exited, but the server may not have seen its
 * connections close yet: the copy is tried again for a few seconds.
 */
export async function createDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<string> {
  const name = `${prefix}${randomBytes(4).toString('hex')}`
  await withClient(baseUrl, async (client) => {
    const create = `CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(create)
        break
      } catch (error) {
        if ((error as { code?: string }).code !== templateInUse || attempt === 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    // A test database need not survive a crash; not waiting for the disk on every commit makes
    // the suite several times faster.
    await client.query(`ALTER DATABASE ${quote(name)} SET synchronous_commit = off`)
  })
  return name
}

/** Drops a database even if connections to it are still open. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withClient(baseUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`),
  )
}

/** The test databases whose name starts with `prefix`. */
export async function listDatabases(baseUrl: string, prefix: string): Promise<string[]> {
  return withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname`,
      [prefix],
    )
    return rows.map((row) => row.datname)
  })
}

/** Drops every database of one run (its prefix); returns how many there were. */
export async function dropDatabases(baseUrl: string, prefix: string): Promise<number> {
  const names = await listDatabases(baseUrl, prefix)
  for (const name of names) await dropDatabase(baseUrl, name)
  return names.length
}

/**
 * Drops test databases left by runs that started more than `maxAgeMs` ago and never reached their
 * teardown (killed, or the machine went down). Younger ones may belong to a run in progress.
 */
export async function dropStaleDatabases(
  baseUrl: string,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  let dropped = 0
  for (const name of await listDatabases(baseUrl, testDatabasePrefix)) {
    const startedAt = Number(name.slice(testDatabasePrefix.length).split('_')[0]) * 1000
    if (Number.isFinite(startedAt) && now - startedAt > maxAgeMs) {
      await dropDatabase(baseUrl, name)
      dropped += 1
    }
  }
  return dropped
}

/**
 * The errors a connection reports when its test database is dropped WITH (FORCE) under it: the
 * server's "terminated by administrator" (57P01), or the socket closing first. Expected at a test
 * file's teardown, and only then.
 */
export const endedByTeardown = (error: Error & { code?: string }) =>
  error.code === '57P01' || /Connection terminated unexpectedly/.test(error.message)
