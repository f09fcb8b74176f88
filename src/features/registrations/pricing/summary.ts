import type { Package } from '@/kernel/content/types'

/** Amounts in satang (1/100 baht): whole numbers, so sums and the VAT round once, exactly. */
export type PriceSummary = {
  packageName: string
  branches: number
  perBranch: number
  /** branches × the yearly price per branch, before VAT. */
  subtotal: number
  /** The VAT on the subtotal, rounded half up to the satang. */
  vat: number
  total: number
}

/**
 * The yearly price of `branches` branches of a package, before and with VAT at `vatPercent`
 * (a whole percentage, the pricing settings' one rate).
 */
export function priceSummary(
  pkg: Pick<Package, 'name' | 'yearlyPrice'>,
  branches: number,
  vatPercent: number,
): PriceSummary {
  const perBranch = Math.round(pkg.yearlyPrice * 100)
  const subtotal = perBranch * branches
  // Integer arithmetic: subtotal × rate / 100, rounded half up (subtotal is never negative).
  const vat = Math.floor((subtotal * vatPercent + 50) / 100)
  return { packageName: pkg.name, branches, perBranch, subtotal, vat, total: subtotal + vat }
}
