import { describe, expect, it } from 'vitest'

import { packageByName } from './packages'
import { priceSummary } from './summary'

describe('priceSummary', () => {
  it('multiplies the yearly price per branch and adds 7 % VAT', () => {
    expect(priceSummary(packageByName('More')!, 3)).toEqual({
      packageName: 'More',
      branches: 3,
      perBranch: 2_800_000,
      subtotal: 8_400_000,
      vat: 588_000,
      total: 8_988_000,
    })
    expect(priceSummary(packageByName('Ultimate')!, 1).total).toBe(4_066_000)
    expect(priceSummary(packageByName('Mini')!, 999).subtotal).toBe(1_998_000_000)
  })

  it('rounds the VAT half up to the satang', () => {
    // 7 % of 0.07 baht is 0.49 satang: down; of 0.08 baht, 0.56 satang: up; of 0.50, 3.5: up.
    expect(priceSummary({ name: 'x', yearlyPrice: 0.07 }, 1).vat).toBe(0)
    expect(priceSummary({ name: 'x', yearlyPrice: 0.08 }, 1).vat).toBe(1)
    expect(priceSummary({ name: 'x', yearlyPrice: 0.5 }, 1).vat).toBe(4)
    expect(priceSummary({ name: 'x', yearlyPrice: 12_345.67 }, 1)).toMatchObject({
      subtotal: 1_234_567,
      vat: 86_420,
      total: 1_320_987,
    })
  })

  it('keeps the total the exact sum of its parts for every branch count', () => {
    for (const name of ['Mini', 'More', 'Ultimate']) {
      for (let branches = 1; branches <= 999; branches += 1) {
        const summary = priceSummary(packageByName(name)!, branches)
        expect(summary.total).toBe(summary.subtotal + summary.vat)
        expect(Number.isInteger(summary.vat)).toBe(true)
      }
    }
  })
})
