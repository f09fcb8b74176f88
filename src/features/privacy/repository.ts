// The statements privacy's tools run straight on the tables: finding a person's records by
// their e-mail or phone as stored, unlinking repeat enquiries before an erasure, and anonymising
// a record with its history (written to the tables, so that no collection hook records the
// removal as a staff member's change).
import { and, eq, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns, type TransactionHolder } from '@/kernel/db/drizzle'

import type { SubjectIdentifier } from './validation/data-subject'

type EnquiryTable = 'leads' | 'registrations'

/** The ids of a table's rows whose e-mail (in any case) or phone (canonical) is the identifier. */
export async function idsMatching(
  payload: Payload,
  table: EnquiryTable,
  identifier: SubjectIdentifier,
): Promise<number[]> {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables[table], ['email', 'phone'])
  const match =
    identifier.kind === 'email'
      ? sql`LOWER(TRIM(${columns.email})) = ${identifier.value}`
      : eq(columns.phone, identifier.value)
  const rows = await db.select({ id: columns.id }).from(tables[table]).where(match)
  return rows.map((row) => Number(row.id))
}

/** Clears every lead's and registration's link to the leads `leadIds` (their "repeat of"). */
export async function unlinkRepeatsOf(
  payload: Payload,
  leadIds: number[],
  req?: TransactionHolder,
): Promise<void> {
  const { db, tables } = await drizzleOf(payload, req)
  for (const table of ['registrations', 'leads'] as const) {
    const columns = tableColumns(tables[table], ['enquiryOf'])
    await db
      .update(tables[table])
      .set({ enquiryOf: null })
      .where(inArray(columns.enquiryOf, leadIds))
  }
}

/**
 * Writes `values` over the record `id`, and clears its history: the from and to of each entry
 * about a field in `personalHistoryFields`, and every entry's reason.
 */
export async function anonymiseRecord(
  payload: Payload,
  req: TransactionHolder,
  collection: EnquiryTable,
  id: number | string,
  values: Record<string, unknown>,
  personalHistoryFields: string[],
): Promise<void> {
  const { db, tables } = await drizzleOf(payload, req)
  const table = tables[collection]
  const history = tables[`${collection}_activity`]
  const columns = tableColumns(table, Object.keys(values))
  await db.update(table).set(values).where(eq(columns.id, id))
  const historyColumns = tableColumns(history, ['_parentID', 'field', 'from', 'to', 'reason'])
  await db
    .update(history)
    .set({ from: null, to: null, reason: null })
    .where(
      and(eq(historyColumns._parentID, id), inArray(historyColumns.field, personalHistoryFields)),
    )
  await db.update(history).set({ reason: null }).where(eq(historyColumns._parentID, id))
}

/** Every row's id, e-mail and phone, as stored (a restore hashes them to find the erased). */
export async function everyContact(
  payload: Payload,
  table: EnquiryTable,
): Promise<{ id: number; email: string; phone: string }[]> {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables[table], ['email', 'phone'])
  const rows = await db
    .select({ id: columns.id, email: columns.email, phone: columns.phone })
    .from(tables[table])
  return rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email ?? ''),
    phone: String(row.phone ?? ''),
  }))
}
