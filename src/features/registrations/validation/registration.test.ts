import { describe, expect, it } from 'vitest'

import { registrationSchema } from './registration'

const valid = {
  clinicName: 'คลินิกหมอใจดี',
  fullName: 'สมหญิง ใจดี',
  phone: '081-234-5678',
  email: 'owner@clinic.co.th',
  branchCount: 2,
  package: 'More',
  message: 'สนใจย้ายข้อมูลจาก Excel',
}

describe('registrationSchema', () => {
  it('accepts a complete registration, trims text and stores the phone number canonically', () => {
    expect(registrationSchema.parse({ ...valid, clinicName: '  คลินิกหมอใจดี  ' })).toEqual({
      ...valid,
      // Stored in its one canonical form.
      phone: '0812345678',
      // No attribution sent (an outside system): empty, as for a lead.
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      referrer: '',
      landing_page: '',
      device_type: 'desktop',
      experiment: '',
    })
  })

  it('keeps the attribution the sign-up form sends', () => {
    expect(
      registrationSchema.parse({ ...valid, utm_source: ' line ', device_type: 'mobile' }),
    ).toMatchObject({ utm_source: 'line', device_type: 'mobile' })
  })

  it('takes the branch count as digits and makes the message optional', () => {
    const { message: _message, ...withoutMessage } = valid
    expect(registrationSchema.parse({ ...withoutMessage, branchCount: '12' })).toMatchObject({
      branchCount: 12,
      message: '',
    })
  })

  it.each([
    ['branchCount', 0],
    ['branchCount', 1000],
    ['branchCount', 1.5],
    ['branchCount', 'สอง'],
    ['package', 'Pro'],
    ['package', 'mini'],
    ['phone', '081--234-5678'],
    ['email', 'owner@'],
    ['clinicName', 'ก'],
    ['message', 'ก'.repeat(2001)],
    ['clinicName', 'คลินิก\u0000หมอใจดี'],
    ['fullName', 'สมหญิง\u0000ใจดี'],
  ])('rejects %s = %j', (field, value) => {
    const result = registrationSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].path[0]).toBe(field)
  })
})
