import type { Payload } from 'payload'

import type { TransactionHolder } from '@/kernel/db/drizzle'

import { variantCounts, type VariantCounts } from './repository'
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
 * A test's figures, from the tables (repository.ts): the views each variant had (page-views), and the
 * leads, registrations (spam left out) and LINE taps that recorded it; an enquiry of any kind is
 * a conversion for the significance test.
 */
export async function experimentFigures(
  payload: Payload,
  id: number | string,
  req?: TransactionHolder,
): Promise<ExperimentFigures> {
  const keys = [`${id}:a`, `${id}:b`]
  const counts = await variantCounts(payload, keys, req)
  const figures = { a: empty(), b: empty() }
  const add = (rows: VariantCounts, field: keyof VariantFigures) => {
    for (const row of rows) {
      const variant = String(row.key).endsWith(':b') ? 'b' : 'a'
      figures[variant][field] += Number(row.n ?? 0)
    }
  }
  add(counts.views, 'views')
  add(counts.leads, 'leads')
  add(counts.registrations, 'registrations')
  add(counts.lineTaps, 'lineTaps')
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
