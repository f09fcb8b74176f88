import { describe, expect, it } from 'vitest'

import { checkFormToken, issueFormToken } from './form-token'

const secret = 's'.repeat(64)
const t0 = 1_763_000_000_000

describe('form token', () => {
  it('is accepted after 3 seconds and refused before', () => {
    const token = issueFormToken(secret, t0)
    expect(checkFormToken(secret, token, t0 + 2_999)).toBe('too-fast')
    expect(checkFormToken(secret, token, t0 + 3_000)).toBe('ok')
  })

  it('expires after a day', () => {
    expect(checkFormToken(secret, issueFormToken(secret, t0), t0 + 25 * 3_600_000)).toBe('expired')
  })

  it('refuses a forged, altered or missing token', () => {
    const token = issueFormToken(secret, t0)
    expect(checkFormToken('other'.repeat(13), token, t0 + 5_000)).toBe('invalid')
    expect(checkFormToken(secret, token.replace(/^\d+/, String(t0 - 60_000)), t0 + 5_000)).toBe(
      'invalid',
    )
    expect(checkFormToken(secret, 'garbage', t0)).toBe('invalid')
    expect(checkFormToken(secret, undefined, t0)).toBe('missing')
    expect(checkFormToken(secret, 42, t0)).toBe('missing')
  })
})
