import { describe, expect, it } from 'vitest'

import { checkFormToken, issueFormToken, maxFormAgeMs } from './form-token.mjs'

const secret = 's'.repeat(64)
const t0 = 1_763_000_000_000

describe('form token', () => {
  it('is accepted after 3 seconds and refused before', () => {
    const token = issueFormToken(secret, t0)
    expect(checkFormToken(secret, token, t0 + 2_999)).toBe('too-fast')
    expect(checkFormToken(secret, token, t0 + 3_000)).toBe('ok')
  })

  it('goes stale after three hours', () => {
    const token = issueFormToken(secret, t0)
    expect(checkFormToken(secret, token, t0 + maxFormAgeMs)).toBe('ok')
    expect(checkFormToken(secret, token, t0 + maxFormAgeMs + 1)).toBe('stale')
    expect(maxFormAgeMs).toBe(3 * 3_600_000)
  })

  it('is different every time, even in the same millisecond', () => {
    expect(issueFormToken(secret, t0)).not.toBe(issueFormToken(secret, t0))
  })

  it('is stale when signed with another secret or altered, missing or malformed when a bot made it up', () => {
    const token = issueFormToken(secret, t0)
    expect(checkFormToken('other'.repeat(13), token, t0 + 5_000)).toBe('stale')
    expect(checkFormToken(secret, token.replace(/^\d+/, String(t0 - 60_000)), t0 + 5_000)).toBe(
      'stale',
    )
    expect(checkFormToken(secret, 'garbage', t0)).toBe('malformed')
    expect(checkFormToken(secret, `${t0}.forged`, t0 + 5_000)).toBe('malformed')
    expect(checkFormToken(secret, undefined, t0)).toBe('missing')
    expect(checkFormToken(secret, 42, t0)).toBe('missing')
  })
})
