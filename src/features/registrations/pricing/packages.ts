import type { Pricing } from '@/payload-types'

type PricedPackage = { key: string; name: string; yearlyPrice: number }

/**
 * A package of the published prices by the name a registration gives (Mini, More, Ultimate: the
 * packages' fixed keys, whatever marketing calls them on the page).
 */
export function packageByName(
  pricing: Pick<Pricing, 'packages'>,
  name: string,
): PricedPackage | undefined {
  return (pricing.packages ?? []).find((pkg) => pkg.key === name)
}
