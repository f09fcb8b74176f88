import { describe, expect, it } from 'vitest'

import { registrationFormCheck } from './form-check'
import { registrationMessages } from './validation/registration-rules'

const filled = {
  clinicName: 'คลินิกหมอฟัน',
  fullName: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@example.com',
  branchCount: '3',
  package: 'More' as const,
  message: '',
}

describe('the sign-up form check', () => {
  it('gives the values as the server parses them when the form is filled in', () => {
    // The branch count comes from the field as text and leaves the check as a number; the phone
    // number in the form it is stored in.
    expect(registrationFormCheck(filled)).toEqual({
      data: { ...filled, branchCount: 3, phone: '0812345678' },
      errors: null,
    })
  })

  it("names each failing field with the first message the visitor has to fix, keyed by the field's name", () => {
    const result = registrationFormCheck({
      ...filled,
      clinicName: 'ก',
      branchCount: '0',
      phone: 'x',
    })
    expect(result.data).toBeNull()
    expect(result.errors).toEqual({
      clinicName: registrationMessages.clinicName,
      branchCount: registrationMessages.branchCount,
      phone: expect.any(String),
    })
  })
})
