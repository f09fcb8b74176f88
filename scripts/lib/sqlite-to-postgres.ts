// Copies the rows of a Payload SQLite database into a PostgreSQL database that already has the same
// schema (the committed PostgreSQL migrations applied). Used by scripts/migrate-to-postgres.ts.
import type {
  Client as SqliteClient,
  InValue,
  Transaction as SqliteTransaction,
} from '@libsql/client'
import type pg from 'pg'

/** Payload's record of applied migrations: the target has its own, written by its migrations. */
export const migrationsTable = 'payload_migrations'

/** Tables of SQLite itself or of tools around it, never Payload's. */
const isInternalSqliteTable = (name: string) =>
  name.startsWith('sqlite_') || name.startsWith('_litestream') || name.startsWith('__drizzle')

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** PostgreSQL's limit is 65,535 parameters per statement; stay well under it. */
const maxParametersPerInsert = 30_000
const maxRowsPerInsert = 500

type TargetColumn = { name: string; dataType: string; udtName: string }

export type TableCopy = { table: string; rows: number }

export async function sqliteTables(source: SqliteClient | SqliteTransaction): Promise<string[]> {
  const { rows } = await source.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  )
  return rows.map((row) => String(row.name)).filter((name) => !isInternalSqliteTable(name))
}

async function sqliteColumns(source: SqliteTransaction, table: string): Promise<string[]> {
  const { rows } = await source.execute(`PRAGMA table_info(${quote(table)})`)
  return rows.map((row) => String(row.name))
}

/** The names of the migrations recorded in a Payload database (SQLite). */
export async function sqliteMigrationNames(source: SqliteClient): Promise<string[] | undefined> {
  if (!(await sqliteTables(source)).includes(migrationsTable)) return undefined
  const { rows } = await source.execute(`SELECT name FROM ${quote(migrationsTable)}`)
  return rows.map((row) => String(row.name))
}

export async function postgresTables(target: pg.ClientBase): Promise<string[]> {
  const { rows } = await target.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  return rows.map((row) => row.table_name)
}

async function postgresColumns(target: pg.ClientBase): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await target.query<{
    table_name: string
    column_name: string
    data_type: string
    udt_name: string
  }>(
    `SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  )
  const byTable = new Map<string, TargetColumn[]>()
  for (const row of rows) {
    const columns = byTable.get(row.table_name) ?? []
    columns.push({ name: row.column_name, dataType: row.data_type, udtName: row.udt_name })
    byTable.set(row.table_name, columns)
  }
  return byTable
}

/** The target's tables that hold rows, Payload's migration record aside. */
export async function nonEmptyPostgresTables(target: pg.ClientBase): Promise<string[]> {
  const filled: string[] = []
  for (const table of await postgresTables(target)) {
    if (table === migrationsTable) continue
    const { rows } = await target.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`)
    if (rows.length > 0) filled.push(table)
  }
  return filled
}

/**
 * A SQLite value as the PostgreSQL column expects it. SQLite keeps booleans as 0/1, JSON and
 * arrays as text and timestamps as ISO text; numbers, text and enum values pass as they are.
 */
export function toPostgresValue(value: unknown, column: TargetColumn): unknown {
  if (value === null || value === undefined) return null
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  switch (column.dataType) {
    case 'boolean':
      if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true'
      return Number(value) !== 0
    case 'json':
    case 'jsonb':
      // Already JSON text in SQLite; anything else (a bare number) is serialised.
      return typeof value === 'string' ? value : JSON.stringify(value)
    case 'ARRAY':
      return typeof value === 'string' ? JSON.parse(value) : value
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      return typeof value === 'number' ? new Date(value).toISOString() : value
    case 'bigint':
      return typeof value === 'bigint' ? value.toString() : value
    default:
      return typeof value === 'bigint' ? value.toString() : value
  }
}

async function copyTable(
  source: SqliteTransaction,
  target: pg.ClientBase,
  table: string,
  targetColumns: TargetColumn[],
): Promise<number> {
  const columns = await sqliteColumns(source, table)
  const byName = new Map(targetColumns.map((column) => [column.name, column]))
  const missing = columns.filter((column) => !byName.has(column))
  if (missing.length > 0) {
    throw new Error(
      `Column(s) ${missing.join(', ')} of ${table} do not exist in PostgreSQL: the two databases ` +
        'are not at the same schema version (are the committed migrations in sync?).',
    )
  }
  const rowsPerInsert = Math.max(
    1,
    Math.min(maxRowsPerInsert, Math.floor(maxParametersPerInsert / columns.length)),
  )
  const columnList = columns.map(quote).join(', ')
  const selectList = columns.map((column) => `${quote(table)}.${quote(column)}`).join(', ')
  let copied = 0
  let lastRowid: InValue | undefined
  for (;;) {
    // Pages by rowid, so a large table never sits in memory whole.
    const after = lastRowid === undefined ? '' : 'WHERE rowid > ?'
    const { rows } = await source.execute({
      sql: `SELECT rowid AS __copy_rowid, ${selectList} FROM ${quote(table)}
            ${after} ORDER BY rowid LIMIT ?`,
      args: lastRowid === undefined ? [rowsPerInsert] : [lastRowid, rowsPerInsert],
    })
    if (rows.length === 0) break
    const values: unknown[] = []
    const tuples = rows.map((row) => {
      const placeholders = columns.map((column) => {
        values.push(toPostgresValue(row[column], byName.get(column)!))
        return `$${values.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await target.query(
      `INSERT INTO ${quote(table)} (${columnList}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`,
      values,
    )
    copied += rows.length
    lastRowid = rows[rows.length - 1].__copy_rowid as InValue
  }
  return copied
}

type ForeignKey = { table: string; name: string; deferrable: boolean }

async function foreignKeys(target: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await target.query<{ table: string; name: string; deferrable: boolean }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, c.condeferrable AS deferrable
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  )
  return rows
}

/** Points every serial or identity column's sequence just past the largest copied value. */
async function resetSequences(target: pg.ClientBase): Promise<number> {
  const { rows } = await target.query<{ table_name: string; column_name: string; seq: string }>(
    `SELECT table_name, column_name,
            pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name),
                                   column_name) AS seq
     FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
  )
  let reset = 0
  for (const { table_name, column_name, seq } of rows) {
    if (!seq) continue
    await target.query(
      `SELECT setval($1::regclass, COALESCE((SELECT MAX(${quote(column_name)}) FROM ${quote(table_name)}), 0) + 1, false)`,
      [seq],
    )
    reset += 1
  }
  return reset
}

export type CopyOptions = {
  /** Empty the target's tables first (in the same transaction as the copy). */
  replace: boolean
  log?: (message: string) => void
}

/**
 * Copies every Payload table of `source` into `target` in one PostgreSQL transaction: all of it
 * lands, or nothing does. Foreign keys are checked once at the end, so the order of the tables
 * does not matter; the row count of every table is compared before committing, and sequences are
 * moved past the copied ids so new rows get fresh ones.
 */
export async function copySqliteToPostgres(
  source: SqliteClient,
  target: pg.ClientBase,
  { replace, log = () => {} }: CopyOptions,
): Promise<TableCopy[]> {
  // One read transaction: a consistent snapshot even if something still writes to the file.
  const snapshot = await source.transaction('read')
  try {
    const tables = (await sqliteTables(snapshot)).filter((table) => table !== migrationsTable)
    await target.query('BEGIN')
    try {
      // SQLite's timestamps are UTC; text without a zone must be read as such.
      await target.query(`SET LOCAL TIME ZONE 'UTC'`)
      const targetTables = await postgresTables(target)
      const absent = tables.filter((table) => !targetTables.includes(table))
      if (absent.length > 0) {
        throw new Error(
          `Table(s) ${absent.join(', ')} do not exist in PostgreSQL: the two databases are not ` +
            'at the same schema version (are the committed migrations in sync?).',
        )
      }
      const payloadTables = targetTables.filter((table) => table !== migrationsTable)
      if (replace && payloadTables.length > 0) {
        await target.query(
          `TRUNCATE ${payloadTables.map(quote).join(', ')} RESTART IDENTITY CASCADE`,
        )
      }
      const filled = await nonEmptyPostgresTables(target)
      if (filled.length > 0) {
        throw new Error(`The target database is not empty (${filled.join(', ')}).`)
      }

      const keys = await foreignKeys(target)
      for (const key of keys.filter((k) => !k.deferrable)) {
        await target.query(
          `ALTER TABLE ${key.table} ALTER CONSTRAINT ${quote(key.name)} DEFERRABLE INITIALLY DEFERRED`,
        )
      }
      await target.query('SET CONSTRAINTS ALL DEFERRED')

      const columns = await postgresColumns(target)
      const copies: TableCopy[] = []
      for (const table of tables) {
        const rows = await copyTable(snapshot, target, table, columns.get(table) ?? [])
        copies.push({ table, rows })
        log(`${table}: ${rows} row(s)`)
      }

      // Every reference is checked here; a dangling one aborts the whole copy.
      await target.query('SET CONSTRAINTS ALL IMMEDIATE')
      for (const key of keys.filter((k) => !k.deferrable)) {
        await target.query(
          `ALTER TABLE ${key.table} ALTER CONSTRAINT ${quote(key.name)} NOT DEFERRABLE`,
        )
      }
      for (const { table, rows } of copies) {
        const { rows: counted } = await target.query<{ count: string }>(
          `SELECT count(*) AS count FROM ${quote(table)}`,
        )
        if (Number(counted[0].count) !== rows) {
          throw new Error(
            `${table}: copied ${rows} row(s) but PostgreSQL holds ${counted[0].count}.`,
          )
        }
      }
      const sequences = await resetSequences(target)
      log(`${sequences} sequence(s) moved past the copied ids`)
      await target.query('COMMIT')
      return copies
    } catch (error) {
      await target.query('ROLLBACK')
      throw error
    }
  } finally {
    snapshot.close()
  }
}
