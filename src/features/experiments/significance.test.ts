import { describe, expect, it } from 'vitest'

import { normalCdf, twoProportionTest } from './significance'

describe('the two-proportion z-test', () => {
  it('gives the numbers of a worked example: 50 of 1,000 against 75 of 1,000', () => {
    // p̂A = 0.05, p̂B = 0.075, pooled 125 / 2000 = 0.0625,
    // SE = √(0.0625 × 0.9375 × (1/1000 + 1/1000)) = √0.00011719 = 0.010825,
    // z = 0.025 / 0.010825 = 2.3094, p = 2 × (1 − Φ(2.3094)) = 0.0209.
    const result = twoProportionTest(
      { views: 1_000, conversions: 50 },
      { views: 1_000, conversions: 75 },
    )
    expect(result.rateA).toBe(0.05)
    expect(result.rateB).toBe(0.075)
    expect(result.pooled).toBe(0.0625)
    expect(result.standardError).toBeCloseTo(0.010825, 6)
    expect(result.z).toBeCloseTo(2.3094, 4)
    expect(result.pValue).toBeCloseTo(0.0209, 4)
    expect(result.lift).toBeCloseTo(0.5, 10)
    expect(result).toMatchObject({ enough: true, significant: true, winner: 'b' })
  })

  it('finds no difference in a small one: 10 of 200 against 14 of 200', () => {
    // pooled 0.06, SE = √(0.06 × 0.94 × 0.01) = 0.023749, z = 0.02 / 0.023749 = 0.84215, p = 0.3997.
    const result = twoProportionTest(
      { views: 200, conversions: 10 },
      { views: 200, conversions: 14 },
    )
    expect(result.z).toBeCloseTo(0.84215, 4)
    expect(result.pValue).toBeCloseTo(0.3997, 3)
    expect(result).toMatchObject({ enough: true, significant: false, winner: null })
  })

  it('names A when A converts significantly better', () => {
    const result = twoProportionTest(
      { views: 800, conversions: 80 },
      { views: 800, conversions: 40 },
    )
    expect(result.z).toBeLessThan(0)
    expect(result).toMatchObject({ significant: true, winner: 'a' })
  })

  it('does not run on too little data, nor on a variant without views', () => {
    expect(
      twoProportionTest({ views: 30, conversions: 1 }, { views: 30, conversions: 9 }),
    ).toMatchObject({
      enough: false,
      significant: false,
    })
    expect(
      twoProportionTest({ views: 0, conversions: 0 }, { views: 10, conversions: 2 }),
    ).toMatchObject({ pValue: 1, significant: false, lift: null })
  })

  it('uses the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6)
  })
})
