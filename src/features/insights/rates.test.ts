import { describe, expect, it } from 'vitest'

import type { FunnelRow } from './funnel'
import { funnelRates, funnelTotalRates } from './rates'

const row = (key: string, figures: Partial<FunnelRow>): FunnelRow => {
  const base = {
    key,
    visits: 0,
    pageViews: 0,
    leads: 0,
    registrations: 0,
    lineTaps: 0,
    qualified: 0,
    customers: 0,
    spend: null,
    ...figures,
  }
  return { ...base, enquiries: base.leads + base.registrations + base.lineTaps }
}

describe('the funnel’s total rates', () => {
  const rows = [
    row('paid', { visits: 100, leads: 4, qualified: 2, customers: 1, spend: 10_000 }),
    row('free', { visits: 50, leads: 1, registrations: 1, qualified: 1 }),
    // LINE taps from a page whose visits are not counted (before counting began, or a QR code).
    row('', { lineTaps: 6 }),
  ]

  it('counts the share that enquired only over rows with visits', () => {
    // (4 + 2) of 150 visits, not (4 + 2 + 6) of 150.
    expect(funnelTotalRates(rows).enquiryRate).toBeCloseTo(6 / 150)
  })

  it('divides the spend by the enquiries of the campaigns that have spend', () => {
    const total = funnelTotalRates(rows)
    expect(total.costPerEnquiry).toBe(10_000 / 4)
    expect(total.costPerQualified).toBe(10_000 / 2)
    expect(total.costPerCustomer).toBe(10_000)
  })

  it('has no cost without spend and no rate without visits', () => {
    const unpaid = [row('a', { lineTaps: 3 }), row('b', { leads: 2 })]
    expect(funnelTotalRates(unpaid)).toMatchObject({
      enquiryRate: null,
      costPerEnquiry: null,
      costPerCustomer: null,
    })
  })

  it('agrees with a single row’s rates when every row has visits and spend', () => {
    const one = row('only', { visits: 80, leads: 8, qualified: 4, customers: 2, spend: 8_000 })
    expect(funnelTotalRates([one])).toEqual(funnelRates(one))
  })
})
