import type { DrizzleAdapter, SQLiteDB } from '@payloadcms/drizzle'
import type { Payload, PayloadRequest } from 'payload'

/** A Payload request, or anything that may carry its transaction. */
export type TransactionHolder = { transactionID?: PayloadRequest['transactionID'] }

/**
 * The query builder for raw statements on Payload's own tables. Both SQL adapters expose Drizzle;
 * their builders have the same shape for the statements written here (multi-row insert, upsert
 * with returning, update, delete, a select of a few columns), so they are typed once, as SQLite's.
 */
type QueryBuilder = Pick<SQLiteDB, 'insert' | 'update' | 'delete' | 'select'>

/**
 * A timestamp column's value as milliseconds: SQLite gives Payload's ISO text, PostgreSQL a
 * Date or its own text form ("2026-11-23 20:00:00.123+00").
 */
export function timestampMs(value: unknown): number | null {
  if (value == null || value === '') return null
  if (value instanceof Date) return value.getTime()
  const text = String(value)
  const iso = /^\d{4}-\d{2}-\d{2} /.test(text)
    ? text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
    : text
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

/** Payload's Drizzle tables, by table name (`leads`, `payload_jobs`, `rate_limits`…). */
export type Tables = DrizzleAdapter['tables']

/**
 * Drizzle and the tables of the app's database, inside `req`'s transaction when it has one: a
 * write beside an open transaction on SQLite would wait for it to end.
 */
export async function drizzleOf(
  payload: Payload,
  req?: TransactionHolder,
): Promise<{ db: QueryBuilder; tables: Tables }> {
  const adapter = payload.db as DrizzleAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  const db = (id !== undefined && adapter.sessions[id]?.db) || adapter.drizzle
  return { db: db as QueryBuilder, tables: adapter.tables }
}

type Table = Tables[string]
type Column = Table[keyof Table]

/**
 * Columns of one of Payload's tables by their field names (and `id`). Drizzle ignores a key it
 * does not know in `set()`, so a statement written for a field that was renamed or removed would
 * silently change nothing: this throws instead.
 */
export function tableColumns<K extends string>(
  table: Table | undefined,
  names: K[],
): Record<K | 'id', Column> {
  if (!table) throw new Error('No such table in the database schema')
  const columns = {} as Record<K | 'id', Column>
  for (const name of ['id' as const, ...names]) {
    const column = (table as Record<string, Column>)[name]
    if (!column) throw new Error(`The database schema has no column for field "${name}"`)
    columns[name] = column
  }
  return columns
}
