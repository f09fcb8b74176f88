/**
 * Whether two variants' conversion rates differ by more than chance: a two-sided two-proportion
 * z-test. With n₁ views and x₁ conversions for A (and n₂, x₂ for B), p̂ = x/n for each, the pooled
 * rate p = (x₁ + x₂) / (n₁ + n₂), the standard error SE = √(p(1 − p)(1/n₁ + 1/n₂)), z = (p̂₂ − p̂₁)
 * / SE and the p-value 2(1 − Φ(|z|)). The normal approximation holds once each variant has at
 * least 5 conversions and 5 views without one; below that the test is not run.
 */
export type Arm = { views: number; conversions: number }

export type TestResult = {
  rateA: number
  rateB: number
  /** B's rate relative to A's (0.5: 50% more), or null when A has none. */
  lift: number | null
  pooled: number
  standardError: number
  z: number
  pValue: number
  /** Enough data for the normal approximation. */
  enough: boolean
  /** p below 0.05 (and enough data). */
  significant: boolean
  /** The better variant when the difference is significant. */
  winner: 'a' | 'b' | null
}

export const significanceLevel = 0.05
const minimumCount = 5

/** The standard normal distribution function Φ (Abramowitz and Stegun 26.2.17; error < 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return x >= 0 ? 1 - tail : tail
}

export function twoProportionTest(a: Arm, b: Arm): TestResult {
  const rate = (arm: Arm) => (arm.views > 0 ? arm.conversions / arm.views : 0)
  const rateA = rate(a)
  const rateB = rate(b)
  const totalViews = a.views + b.views
  const pooled = totalViews > 0 ? (a.conversions + b.conversions) / totalViews : 0
  const standardError =
    a.views > 0 && b.views > 0 ? Math.sqrt(pooled * (1 - pooled) * (1 / a.views + 1 / b.views)) : 0
  const z = standardError > 0 ? (rateB - rateA) / standardError : 0
  const pValue = standardError > 0 ? Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) : 1
  const enough = [a, b].every(
    (arm) => arm.conversions >= minimumCount && arm.views - arm.conversions >= minimumCount,
  )
  const significant = enough && pValue < significanceLevel
  return {
    rateA,
    rateB,
    lift: rateA > 0 ? rateB / rateA - 1 : null,
    pooled,
    standardError,
    z,
    pValue,
    enough,
    significant,
    winner: significant ? (rateB > rateA ? 'b' : 'a') : null,
  }
}
