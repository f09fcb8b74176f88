import { describe, expect, it } from 'vitest'

import {
  isPackage,
  packageName,
  priceChoice,
  registrationDefaults,
  type PackageChoice,
} from './package-choice'

const packages: PackageChoice[] = [
  { key: 'Mini', name: 'มินิ', yearlyPrice: 20000, popular: false, subtitle: '' },
  { key: 'More', name: 'มอร์', yearlyPrice: 28000, popular: true, subtitle: '' },
  { key: 'Ultimate', name: 'อัลติเมต', yearlyPrice: 38000, popular: false, subtitle: '' },
]

describe('the sign-up form package choice', () => {
  it('starts with one branch and the recommended package, else the first', () => {
    expect(registrationDefaults(packages)).toMatchObject({ branchCount: '1', package: 'More' })
    const none = packages.map((pkg) => ({ ...pkg, popular: false }))
    expect(registrationDefaults(none).package).toBe('Mini')
  })

  it('takes only the stored package keys from the address', () => {
    expect(isPackage('Ultimate')).toBe(true)
    expect(isPackage('ultimate')).toBe(false)
    expect(isPackage(null)).toBe(false)
  })

  it('prices the chosen package, with no summary while the branch count typed is invalid', () => {
    expect(priceChoice(packages, { package: 'Ultimate', branchCount: '3' }, 7)).toEqual({
      packageName: 'อัลติเมต',
      perBranch: 3_800_000,
      summary: {
        packageName: 'อัลติเมต',
        branches: 3,
        perBranch: 3_800_000,
        subtotal: 11_400_000,
        vat: 798_000,
        total: 12_198_000,
      },
    })
    for (const branchCount of ['0', '1000', '2.5', '', 'abc']) {
      expect(priceChoice(packages, { package: 'Mini', branchCount }, 7).summary).toBeNull()
    }
    const unknown = priceChoice(packages, { package: 'Other' as never, branchCount: '999' }, 7)
    expect(unknown).toMatchObject({ packageName: 'มินิ', summary: { branches: 999 } })
  })

  it('names a package as the visitor read it, or by its key when it is not listed', () => {
    expect(packageName(packages, 'More')).toBe('มอร์')
    expect(packageName(packages, 'Gone')).toBe('Gone')
  })
})
