import { describe, expect, it } from 'vitest'

import { orgTypeValues } from '@/kernel/content/org-types'
import { phoneSchema } from '@/kernel/validation/contact'

import { leadFormSchema, leadPayloadSchema } from './lead'

const validForm = {
  fullName: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@clinic.co.th',
  orgType: 'คลินิกความงาม',
  extra: '',
}

describe('phone', () => {
  it.each([
    ['0812345678', true],
    ['081-234-5678', true],
    ['081 234 5678', true],
    ['+66 81 234 5678', true],
    ['+66812345678', true],
    ['02-123-4567', true],
    ['  081-234-5678  ', true], // trimmed first
    ['12345678', true], // 8 characters: the minimum
    ['+1234567', true], // a leading + and 7 digits: 8 characters
    ['1234567', false], // 7 characters
    ['081--234-5678', false], // two hyphens in a row
    ['081 -234-5678', false], // a space and a hyphen in a row
    ['081-234-5678-', false], // trailing separator
    ['-0812345678', false], // leading separator
    ['++66812345678', false],
    ['081.234.5678', false],
    ['08l-234-5678', false], // a letter
    ['0812345678901234', false], // 1 + 15 digits
    ['081234567890123', true], // 1 + 14 digits
    ['+66 81 234 5678 901', true], // + and 14 digits, 19 characters
    ['+66 81 234 5678 9012', false], // + and 15 digits
    ['0 8 1 2 3 4 5 6 7 8 9', false], // 21 characters
  ])('%j → %s', (phone, valid) => {
    expect(phoneSchema.safeParse(phone).success).toBe(valid)
  })

  it('keeps a leading zero (phone is text, never a number)', () => {
    expect(phoneSchema.parse('0812345678')).toBe('0812345678')
  })
})

describe('lead form', () => {
  it('accepts a complete form and defaults extra to an empty string', () => {
    const { extra, ...withoutExtra } = validForm
    expect(extra).toBe('')
    expect(leadFormSchema.parse(withoutExtra).extra).toBe('')
  })

  it.each([
    ['fullName', 'ก', 'อย่างน้อย 2'],
    ['fullName', '   ก   ', 'อย่างน้อย 2'],
    ['fullName', 'ก'.repeat(121), 'ไม่เกิน 120'],
    ['email', 'not-an-email', 'อีเมล'],
    ['email', 'a@b', 'อีเมล'],
    ['email', '', 'อีเมล'],
    ['orgType', '', 'ประเภทองค์กร'],
    ['orgType', 'คลินิกที่ไม่มีในรายการ', 'ประเภทองค์กร'],
    ['extra', 'ก'.repeat(2001), 'ไม่เกิน 2000'],
  ])('rejects %s=%j with a Thai message', (field, value, message) => {
    const result = leadFormSchema.safeParse({ ...validForm, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].path).toEqual([field])
    expect(result.error?.issues[0].message).toContain(message)
  })

  it.each([
    ['fullName', 'กข'],
    ['fullName', 'ก'.repeat(120)],
    ['extra', 'ก'.repeat(2000)],
    ['email', 'first.last+tag@sub.clinic.co.th'],
  ])('accepts the boundary %s=%j', (field, value) => {
    expect(leadFormSchema.safeParse({ ...validForm, [field]: value }).success).toBe(true)
  })

  it('offers unique organisation values, with its own value for "not specified"', () => {
    expect(new Set(orgTypeValues).size).toBe(orgTypeValues.length)
    expect(orgTypeValues).toContain('ไม่ระบุ')
    expect(orgTypeValues).toContain('คลินิกเวชศาสตร์การเดินทาง')
  })
})

describe('lead payload', () => {
  const payload = {
    fullname: 'สมชาย ใจดี',
    phone: '0812345678',
    email: 'somchai@clinic.co.th',
    organization_type: 'ไม่ระบุ',
    description: '',
    user_action: 'contact_form_submit',
    utm_source: 'facebook',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    referrer: '',
    landing_page: 'https://example.com/?utm_source=facebook',
    device_type: 'mobile',
  }

  it('drops unknown keys', () => {
    const parsed = leadPayloadSchema.parse({ ...payload, admin: true, status: 'closed' })
    expect(parsed).not.toHaveProperty('admin')
    expect(parsed).not.toHaveProperty('status')
  })

  it('requires user_action to be contact_form_submit', () => {
    expect(leadPayloadSchema.safeParse({ ...payload, user_action: 'other' }).success).toBe(false)
  })

  it('limits UTM values to 200 and addresses to 2048 characters', () => {
    expect(leadPayloadSchema.safeParse({ ...payload, utm_source: 'x'.repeat(200) }).success).toBe(
      true,
    )
    expect(leadPayloadSchema.safeParse({ ...payload, utm_source: 'x'.repeat(201) }).success).toBe(
      false,
    )
    expect(leadPayloadSchema.safeParse({ ...payload, referrer: 'x'.repeat(2049) }).success).toBe(
      false,
    )
    expect(
      leadPayloadSchema.safeParse({ ...payload, landing_page: 'x'.repeat(2048) }).success,
    ).toBe(true)
  })

  it.each(['fullname', 'description', 'utm_source', 'referrer'])(
    'refuses a NUL character in %s, which the databases cannot store',
    (field) => {
      const result = leadPayloadSchema.safeParse({ ...payload, [field]: 'สมชาย\u0000ใจดี' })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({
        path: [field],
        message: 'มีอักขระที่ใช้ไม่ได้',
      })
    },
  )

  it('rejects an unknown device type', () => {
    expect(leadPayloadSchema.safeParse({ ...payload, device_type: 'fridge' }).success).toBe(false)
  })
})
