import { packages } from '@/content/pricing'
import type { Package } from '@/content/types'

/** A package of the pricing section by its name (Mini, More, Ultimate). */
export function packageByName(name: string): Package | undefined {
  return packages.find((pkg) => pkg.name === name)
}
