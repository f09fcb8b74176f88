import type { DrizzleAdapter, SQLiteDB } from '@payloadcms/drizzle'
import type { Payload, PayloadRequest } from 'payload'

/** A Payload request, or anything that may carry its transaction. */
export type TransactionHolder = { transactionID?: PayloadRequest['transactionID'] }

/**
 * The query builder for raw statements on Payload's own tables. Both SQL adapters expose Drizzle;
 * their builders have the same shape for the statements written here (multi-row insert, upsert
 * with returning, delete), so they are typed once, as SQLite's.
 */
export type QueryBuilder = Pick<SQLiteDB, 'insert' | 'delete'>

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
