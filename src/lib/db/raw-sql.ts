import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * Runs a statement as written through Payload's database adapter and returns its rows: for the
 * few reads and writes that are the same SQL on SQLite and PostgreSQL and that Payload's query
 * builder cannot express (aggregates, bulk updates without hooks). Values in the statement must
 * be ours (literals from `timestampLiteral`, constants), never a request's.
 */
export async function queryRows(payload: Payload, raw: string): Promise<Record<string, unknown>[]> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const result = (await adapter.execute({ drizzle: adapter.drizzle, raw })) as {
    rows: Record<string, unknown>[]
  }
  return result.rows
}

/** A timestamp we made, as a SQL literal; checked, so nothing else can pass for one. */
export function timestampLiteral(at: Date): string {
  const iso = at.toISOString()
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso)) throw new Error('bad timestamp')
  return `'${iso}'`
}

/**
 * Runs a statement built with drizzle's `sql` template, whose `${values}` are sent as bound
 * parameters: for the reads that must compare against what a request carries.
 */
type SQL = ReturnType<typeof sql>

export async function queryRowsBound(
  payload: Payload,
  statement: SQL,
): Promise<Record<string, unknown>[]> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const result = (await adapter.execute({ drizzle: adapter.drizzle, sql: statement })) as {
    rows: Record<string, unknown>[]
  }
  return result.rows
}
