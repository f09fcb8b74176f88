import { describe, expect, it } from 'vitest'

import { fromOwnSite, judgeForm, markScriptless, tokenOf } from './form-guard'
import { issueFormToken } from './form-token.mjs'

const secret = 'a-secret-for-the-form-guard-test-123456'
const now = Date.now()
const request = () =>
  new Request('http://site.test/api/public/leads', {
    method: 'POST',
    // Nothing a client sends makes a request one sent without a script.
    headers: { 'x-scriptless': '1', 'sec-fetch-mode': 'navigate' },
  })

describe('a form sent without a script', () => {
  it('is a person’s unless its honeypot is filled, though it has no token', () => {
    expect(judgeForm(secret, { website: '' }, now, markScriptless(request()))).toBe('person')
    expect(judgeForm(secret, {}, now, markScriptless(request()))).toBe('person')
    expect(
      judgeForm(secret, { website: 'http://spam.example' }, now, markScriptless(request())),
    ).toBe('spam')
  })

  it('is only what this process marked: the same request unmarked is judged by its token', () => {
    expect(judgeForm(secret, { website: '' }, now, request())).toBe('spam')
    expect(judgeForm(secret, { website: '' }, now)).toBe('spam')
    const token = issueFormToken(secret, now - 5_000)
    expect(judgeForm(secret, { website: '', form_token: token }, now, request())).toBe('person')
  })

  it('keeps no token with its record when it had none', () => {
    expect(tokenOf({})).toBeNull()
    expect(tokenOf({ form_token: '' })).toBeNull()
    expect(tokenOf({ form_token: 42 })).toBeNull()
    expect(tokenOf({ form_token: 'abc' })).toBe('abc')
  })
})

describe('a form posted from our own site', () => {
  const site = 'https://clinic.example'
  const post = (headers: Record<string, string>) =>
    new Request(`${site}/api/public/leads/form`, { method: 'POST', headers })

  it('is told by Origin, else Sec-Fetch-Site, else the Referer', () => {
    expect(fromOwnSite(post({ origin: site }), site)).toBe(true)
    expect(fromOwnSite(post({ origin: 'https://spam.example' }), site)).toBe(false)
    expect(fromOwnSite(post({ 'sec-fetch-site': 'same-origin' }), site)).toBe(true)
    expect(fromOwnSite(post({ 'sec-fetch-site': 'cross-site' }), site)).toBe(false)
    expect(fromOwnSite(post({ referer: `${site}/register` }), site)).toBe(true)
    expect(fromOwnSite(post({ referer: 'https://spam.example/form' }), site)).toBe(false)
    // Origin first: a same-site Referer does not make a cross-site Origin ours.
    expect(fromOwnSite(post({ origin: 'https://spam.example', referer: `${site}/` }), site)).toBe(
      false,
    )
  })

  it('lets through an old browser that sends none of them', () => {
    expect(fromOwnSite(post({}), site)).toBe(true)
  })
})
