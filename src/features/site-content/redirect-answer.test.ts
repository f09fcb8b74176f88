import { describe, expect, it } from 'vitest'

import { redirectLocation } from './redirect-answer.mjs'

const table = new Map([
  ['/promo-songkran', '/lp/songkran-2027'],
  ['/old-offer', 'https://partner.example/offer'],
  ['/articles/detail?slug=เก่า', '/articles/detail?slug=ใหม่'],
  ['/โปรเก่า', '/lp/โปรใหม่'],
])
const lookup = (pathname: string, search: string) => {
  let path = decodeURIComponent(pathname)
  if (path === '/articles/detail') path = `${path}?slug=${new URLSearchParams(search).get('slug')}`
  return table.get(path)
}

describe('redirectLocation', () => {
  it('answers GET and HEAD of a redirected path with its target', () => {
    expect(redirectLocation('GET', '/promo-songkran', lookup)).toBe('/lp/songkran-2027')
    expect(redirectLocation('HEAD', '/promo-songkran', lookup)).toBe('/lp/songkran-2027')
    expect(redirectLocation('POST', '/promo-songkran', lookup)).toBeUndefined()
    expect(redirectLocation('GET', '/promo-songkran-2', lookup)).toBeUndefined()
  })

  it('carries the visitor’s campaign tags on to a target without a query', () => {
    expect(redirectLocation('GET', '/promo-songkran?utm_source=line&utm_campaign=x', lookup)).toBe(
      '/lp/songkran-2027?utm_source=line&utm_campaign=x',
    )
  })

  it('percent-encodes Thai addresses and keeps other sites absolute', () => {
    expect(redirectLocation('GET', `/${encodeURIComponent('โปรเก่า')}`, lookup)).toBe(
      `/lp/${encodeURIComponent('โปรใหม่')}`,
    )
    expect(
      redirectLocation('GET', `/articles/detail?slug=${encodeURIComponent('เก่า')}`, lookup),
    ).toBe(`/articles/detail?slug=${encodeURIComponent('ใหม่')}`)
    expect(redirectLocation('GET', '/old-offer', lookup)).toBe('https://partner.example/offer')
  })

  it('does nothing before the app has published its table', () => {
    expect(redirectLocation('GET', '/promo-songkran', undefined)).toBeUndefined()
  })
})
