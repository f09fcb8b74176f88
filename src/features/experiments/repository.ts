// The statements the A/B tests run straight on the tables: a status moved in one conditional
// statement (two members at once never both move it), and each variant's figures grouped by the
// database.
import { and, count, eq, inArray, ne, sum } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, tableColumns, type TransactionHolder } from '@/kernel/db/drizzle'
import type { Experiment } from '@/payload-types'

/**
 * Moves the test from `from` to `to` if it is still in `from`, in one statement; true when it
 * moved. Of two members starting or ending it at the same moment, one does (the other waits for
 * the first's transaction on PostgreSQL, or for the database on SQLite, and then finds nothing
 * to move).
 */
export async function moveExperimentStatus(
  req: PayloadRequest,
  id: number,
  from: Experiment['status'],
  to: Experiment['status'],
): Promise<boolean> {
  const { db, tables } = await drizzleOf(req.payload, req)
  const columns = tableColumns(tables.experiments, ['status'])
  const moved = await db
    .update(tables.experiments)
    .set({ status: to })
    .where(and(eq(columns.id, id), eq(columns.status, from)))
    .returning({ id: columns.id })
  return moved.length > 0
}

/** A count per variant label (`<test id>:a`, `<test id>:b`). */
export type VariantCounts = { key: unknown; n: unknown }[]

/**
 * For the variant labels `keys`: the views each had (page-views), and the leads, registrations
 * (spam left out) and LINE taps that recorded it.
 */
export async function variantCounts(
  payload: Payload,
  keys: string[],
  req?: TransactionHolder,
): Promise<{
  views: VariantCounts
  leads: VariantCounts
  registrations: VariantCounts
  lineTaps: VariantCounts
}> {
  const { db, tables } = await drizzleOf(payload, req)
  const views = tableColumns(tables.page_views, ['experiment', 'views'])
  const enquiries = (table: 'leads' | 'registrations') => {
    const columns = tableColumns(tables[table], ['experiment', 'status'])
    return db
      .select({ key: columns.experiment, n: count() })
      .from(tables[table])
      .where(and(inArray(columns.experiment, keys), ne(columns.status, 'spam')))
      .groupBy(columns.experiment)
  }
  const taps = tableColumns(tables.line_taps, ['experiment'])
  const [viewRows, leadRows, registrationRows, tapRows] = await Promise.all([
    db
      .select({ key: views.experiment, n: sum(views.views) })
      .from(tables.page_views)
      .where(inArray(views.experiment, keys))
      .groupBy(views.experiment),
    enquiries('leads'),
    enquiries('registrations'),
    db
      .select({ key: taps.experiment, n: count() })
      .from(tables.line_taps)
      .where(inArray(taps.experiment, keys))
      .groupBy(taps.experiment),
  ])
  return { views: viewRows, leads: leadRows, registrations: registrationRows, lineTaps: tapRows }
}
