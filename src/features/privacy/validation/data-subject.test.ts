import { describe, expect, it } from 'vitest'

import {
  dataSubjectErasureSchema,
  dataSubjectExportSchema,
  dataSubjectSearchSchema,
  normaliseIdentifier,
} from './data-subject'

describe('data-subject identifiers', () => {
  it('lower-cases and trims an e-mail address', () => {
    expect(normaliseIdentifier('  Somchai@Clinic.CO.TH ')).toEqual({
      kind: 'email',
      value: 'somchai@clinic.co.th',
    })
  })

  it('writes every form of a Thai number in its national form', () => {
    for (const typed of [
      '081-234-5678',
      '081 234 5678',
      '+66 81 234 5678',
      '66812345678',
      '+66-81-234-5678',
      '(081) 234.5678',
      '+66 081 234 5678',
    ]) {
      expect(normaliseIdentifier(typed)).toEqual({ kind: 'phone', value: '0812345678' })
    }
    expect(normaliseIdentifier('02-123-4567')).toEqual({ kind: 'phone', value: '021234567' })
  })

  it('keeps a foreign number in E.164', () => {
    expect(normaliseIdentifier('+44 20 7946 0958')).toEqual({
      kind: 'phone',
      value: '+442079460958',
    })
  })

  it('refuses what is neither', () => {
    for (const typed of ['', 'สมชาย', '1234', 'a@b', 'somchai@', '08-12a-45678']) {
      expect(normaliseIdentifier(typed)).toBeNull()
    }
  })

  it('validates the three requests with the same identifier rule', () => {
    expect(dataSubjectSearchSchema.safeParse({ identifier: '+66812345678' }).data).toEqual({
      identifier: { kind: 'phone', value: '0812345678' },
    })
    expect(dataSubjectSearchSchema.safeParse({ identifier: 'nobody' }).success).toBe(false)
    expect(dataSubjectExportSchema.safeParse({ identifier: 'a@b.co', format: 'xml' }).success).toBe(
      false,
    )
    const erase = { identifier: 'a@b.co', leadIds: [1], registrationIds: [] }
    expect(dataSubjectErasureSchema.safeParse(erase).success).toBe(false)
    expect(dataSubjectErasureSchema.safeParse({ ...erase, confirm: true }).success).toBe(true)
    expect(
      dataSubjectErasureSchema.safeParse({ ...erase, confirm: true, leadIds: [-1] }).success,
    ).toBe(false)
  })
})
