import { describe, expect, it } from 'vitest'

import { pricingSeed } from '@/seed/content'

import { packageByName } from './packages'
import { priceSummary } from './summary'

// The prices the CMS starts with.
const pricing = pricingSeed()
const pkg = (name: string) => packageByName(pricing, name)!

describe('packageByName', () => {
  it('finds a package by its fixed key, whatever its shown name', () => {
    const renamed = { packages: pricing.packages.map((p) => ({ ...p, name: `${p.name} Plus` })) }
    expect(packageByName(renamed, 'More')).toMatchObject({ name: 'More Plus', yearlyPrice: 28_000 })
    expect(packageByName(renamed, 'More Plus')).toBeUndefined()
  })
})

describe('priceSummary', () => {
  it('multiplies the yearly price per branch and adds 7 % VAT', () => {
    expect(pricing.vatPercent).toBe(7)
    expect(priceSummary(pkg('More'), 3, 7)).toEqual({
      packageName: 'More',
      branches: 3,
      perBranch: 2_800_000,
      subtotal: 8_400_000,
      vat: 588_000,
      total: 8_988_000,
    })
    expect(priceSummary(pkg('Ultimate'), 1, 7).total).toBe(4_066_000)
    expect(priceSummary(pkg('Mini'), 999, 7).subtotal).toBe(1_998_000_000)
  })

  it('applies the one VAT rate it is given', () => {
    expect(priceSummary(pkg('More'), 3, 10)).toMatchObject({ vat: 840_000, total: 9_240_000 })
    expect(priceSummary(pkg('More'), 3, 0)).toMatchObject({ vat: 0, total: 8_400_000 })
  })

  it('rounds the VAT half up to the satang', () => {
    // 7 % of 0.07 baht is 0.49 satang: down; of 0.08 baht, 0.56 satang: up; of 0.50, 3.5: up.
    expect(priceSummary({ name: 'x', yearlyPrice: 0.07 }, 1, 7).vat).toBe(0)
    expect(priceSummary({ name: 'x', yearlyPrice: 0.08 }, 1, 7).vat).toBe(1)
    expect(priceSummary({ name: 'x', yearlyPrice: 0.5 }, 1, 7).vat).toBe(4)
    expect(priceSummary({ name: 'x', yearlyPrice: 12_345.67 }, 1, 7)).toMatchObject({
      subtotal: 1_234_567,
      vat: 86_420,
      total: 1_320_987,
    })
  })

  it('keeps the total the exact sum of its parts for every branch count', () => {
    for (const name of ['Mini', 'More', 'Ultimate']) {
      for (let branches = 1; branches <= 999; branches += 1) {
        const summary = priceSummary(pkg(name), branches, 7)
        expect(summary.total).toBe(summary.subtotal + summary.vat)
        expect(Number.isInteger(summary.vat)).toBe(true)
      }
    }
  })
})
