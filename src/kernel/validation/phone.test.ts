import { describe, expect, it } from 'vitest'

import { canonicalPhone, displayPhone } from './phone'

describe('canonicalPhone', () => {
  it.each([
    // What Thai visitors type for a mobile number.
    ['081-234-5678', '0812345678'],
    ['081 234 5678', '0812345678'],
    ['0812345678', '0812345678'],
    [' 081.234.5678 ', '0812345678'],
    ['(081) 234-5678', '0812345678'],
    ['(083) 164-3212', '0831643212'],
    ['+66 81 234 5678', '0812345678'],
    ['+66812345678', '0812345678'],
    ['+66-81-234-5678', '0812345678'],
    ['66812345678', '0812345678'],
    ['+66 083 164 3212', '0831643212'],
    ['+660831643212', '0831643212'],
    ['0066 81 234 5678', '0812345678'],
    // Bangkok and provincial landlines: 0 and 8 digits.
    ['02-123-4567', '021234567'],
    ['02 123 4567', '021234567'],
    ['+66 2 123 4567', '021234567'],
    ['053-123-456', '053123456'],
    // Other countries, in E.164.
    ['+1 415 555 2671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+65 6123 4567', '+6561234567'],
  ])('writes %j as %j', (typed, stored) => {
    expect(canonicalPhone(typed)).toBe(stored)
  })

  it('gives every way of writing one number the same stored form', () => {
    const forms = [
      '0831643212',
      '083-164-3212',
      '+66 83 164 3212',
      '66831643212',
      '+66 083-164-3212',
    ]
    expect(new Set(forms.map(canonicalPhone))).toEqual(new Set(['0831643212']))
  })

  it('is idempotent', () => {
    for (const value of ['0812345678', '+14155552671', '021234567', '12345678']) {
      expect(canonicalPhone(canonicalPhone(value))).toBe(canonicalPhone(value))
    }
  })
})

describe('displayPhone', () => {
  it.each([
    ['0812345678', '081-234-5678'],
    ['0612345678', '061-234-5678'],
    ['021234567', '02-123-4567'],
    ['053123456', '053-123-456'],
    ['+14155552671', '+14155552671'],
    ['12345678', '12345678'],
  ])('shows %j as %j', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown)
  })
})
