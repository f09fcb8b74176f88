import { packageNames } from '@/kernel/content/packages'

import { priceSummary, type PriceSummary } from '../pricing/summary'
import type { RegistrationFormInput } from '../validation/registration'
import { registrationLimits } from '../validation/registration-rules'

type PackageKey = (typeof packageNames)[number]

export type PackageChoice = {
  /** What a registration stores (Mini, More, Ultimate). */
  key: PackageKey
  /** What the visitor reads. */
  name: string
  yearlyPrice: number
  popular: boolean
  subtitle: string
}

/** What the price display shows: the chosen package, and its price for the branches chosen. */
export type PriceChoice = {
  packageName: string
  /** The package's yearly price per branch, in satang. */
  perBranch: number
  /** Null while the branch count typed is not a valid one. */
  summary: PriceSummary | null
}

/** Whether `value` (a ?package= parameter) names one of the packages a registration stores. */
export const isPackage = (value: string | null): value is PackageKey =>
  packageNames.includes(value as PackageKey)

/** The sign-up form's first values: one branch and the recommended package (else the first). */
export function registrationDefaults(packages: PackageChoice[]): RegistrationFormInput {
  return {
    clinicName: '',
    fullName: '',
    phone: '',
    email: '',
    branchCount: String(registrationLimits.branchMin),
    package: (packages.find((pkg) => pkg.popular) ?? packages[0])
      ?.key as RegistrationFormInput['package'],
    message: '',
  }
}

/** The price of what the form holds now (an unknown package counts as the first). */
export function priceChoice(
  packages: PackageChoice[],
  values: Pick<RegistrationFormInput, 'package' | 'branchCount'>,
  vatPercent: number,
): PriceChoice {
  const chosen = packages.find((pkg) => pkg.key === values.package) ?? packages[0]
  const branches = Number(values.branchCount)
  const valid =
    Number.isInteger(branches) &&
    branches >= registrationLimits.branchMin &&
    branches <= registrationLimits.branchMax
  return {
    packageName: chosen.name,
    perBranch: Math.round(chosen.yearlyPrice * 100),
    summary: valid ? priceSummary(chosen, branches, vatPercent) : null,
  }
}

/** The name the visitor read for the package `key`, for the confirmation. */
export const packageName = (packages: PackageChoice[], key: string): string =>
  packages.find((pkg) => pkg.key === key)?.name ?? key
