import { describe, expect, it } from 'vitest'

import { chunkCookies, joinChunks, readReceipt, seal, signReceipt, unseal } from './sealed'

const secret = 'a-secret-for-the-sealed-test-1234567890'

describe('a sealed draft', () => {
  it('opens with the same secret and purpose, before it expires', () => {
    const draft = { values: { fullName: 'สมชาย ใจดี', phone: '081-234' }, errors: {} }
    const sealed = seal(secret, 'lead-draft', draft, 60_000, 1_000)
    expect(sealed).not.toContain('สมชาย')
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('utf8')).not.toContain('081-234')
    expect(unseal(secret, 'lead-draft', sealed, 2_000)).toEqual(draft)
    expect(unseal(secret, 'lead-draft', sealed, 61_001)).toBeUndefined()
    expect(unseal(secret, 'registration-draft', sealed, 2_000)).toBeUndefined()
    expect(unseal(`${secret}x`, 'lead-draft', sealed, 2_000)).toBeUndefined()
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA')
    expect(unseal(secret, 'lead-draft', altered, 2_000)).toBeUndefined()
    expect(unseal(secret, 'lead-draft', 'v1.garbage', 2_000)).toBeUndefined()
  })

  it('travels in as many cookies as it needs, and is read back whole', () => {
    const long = 'รายละเอียด'.repeat(400)
    const sealed = seal(secret, 'lead-draft', { values: { extra: long } }, 60_000)
    const cookies = chunkCookies('lead-draft', sealed, 'Path=/contact; HttpOnly', 1800)
    const jar = new Map<string, string>()
    for (const cookie of cookies) {
      const [pair] = cookie.split(';')
      const [name, value] = pair.split('=')
      if (value) jar.set(name, value)
      expect(cookie.length).toBeLessThan(4_000)
    }
    expect(joinChunks('lead-draft', (name) => jar.get(name))).toBe(sealed)
    expect(unseal(secret, 'lead-draft', sealed)).toEqual({ values: { extra: long } })
  })
})

describe('a receipt', () => {
  it('is this server’s, for its purpose, within its age, and carries no typed text', () => {
    const receipt = signReceipt(secret, 'registration-sent', ['More', '3'], 10_000)
    expect(readReceipt(secret, 'registration-sent', receipt, 60_000, 20_000)).toEqual(['More', '3'])
    expect(readReceipt(secret, 'lead-sent', receipt, 60_000, 20_000)).toBeUndefined()
    expect(readReceipt(secret, 'registration-sent', receipt, 60_000, 80_000)).toBeUndefined()
    expect(
      readReceipt(secret, 'registration-sent', receipt.replace('.3.', '.9.'), 60_000, 20_000),
    ).toBeUndefined()
    expect(() => signReceipt(secret, 'lead-sent', ['สมชาย'])).toThrow()
  })
})
