import { and, count, inArray, ne, sum } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns, type TransactionHolder } from '@/kernel/db/drizzle'

import { twoProportionTest, type TestResult } from './significance'

/** What one variant of a test brought: its views and its enquiries of each kind. */
export type VariantFigures = {
  views: number
  leads: number
  registrations: number
  lineTaps: number
  enquiries: number
}

export type ExperimentFigures = { a: VariantFigures; b: VariantFigures; test: TestResult }

const empty = (): VariantFigures => ({
  views: 0,
  leads: 0,
  registrations: 0,
  lineTaps: 0,
  enquiries: 0,
})

/**
 * A test's figures, straight from the tables: the views each variant had (page-views), and the
 * leads, registrations (spam left out) and LINE taps that recorded it; an enquiry of any kind is
 * a conversion for the significance test.
 */
export async function experimentFigures(
  payload: Payload,
  id: number | string,
  req?: TransactionHolder,
): Promise<ExperimentFigures> {
  const keys = [`${id}:a`, `${id}:b`]
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
  const figures = { a: empty(), b: empty() }
  const add = (rows: { key: unknown; n: unknown }[], field: keyof VariantFigures) => {
    for (const row of rows) {
      const variant = String(row.key).endsWith(':b') ? 'b' : 'a'
      figures[variant][field] += Number(row.n ?? 0)
    }
  }
  add(viewRows, 'views')
  add(leadRows, 'leads')
  add(registrationRows, 'registrations')
  add(tapRows, 'lineTaps')
  for (const variant of [figures.a, figures.b]) {
    variant.enquiries = variant.leads + variant.registrations + variant.lineTaps
  }
  const arm = (variant: VariantFigures) => ({
    views: variant.views,
    // A variant cannot convert more often than it was seen (a lead sent days after a view).
    conversions: Math.min(variant.enquiries, variant.views),
  })
  return { ...figures, test: twoProportionTest(arm(figures.a), arm(figures.b)) }
}
