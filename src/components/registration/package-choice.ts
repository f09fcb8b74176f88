import type { RegistrationFormInput } from '@/lib/validation/registration'
import { packageNames, registrationLimits } from '@/lib/validation/registration-rules'

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

/** What the price summary shows: the chosen package, and the branch count if it is a valid one. */
export type PriceChoice = {
  packageName: string
  yearlyPrice: number
  /** Null while the branch count typed is not a valid one. */
  branches: number | null
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
): PriceChoice {
  const chosen = packages.find((pkg) => pkg.key === values.package) ?? packages[0]
  const branches = Number(values.branchCount)
  const valid =
    Number.isInteger(branches) &&
    branches >= registrationLimits.branchMin &&
    branches <= registrationLimits.branchMax
  return {
    packageName: chosen.name,
    yearlyPrice: chosen.yearlyPrice,
    branches: valid ? branches : null,
  }
}

/** The name the visitor read for the package `key`, for the confirmation. */
export const packageName = (packages: PackageChoice[], key: string): string =>
  packages.find((pkg) => pkg.key === key)?.name ?? key
