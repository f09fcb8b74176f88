import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { attributionFrom, attributionStorageKey, experimentStorageKey } from './attribution'
import { attributionCaptureScript } from './attribution-script'

describe('attributionFrom', () => {
  it('reads the five UTM values, the referrer, the landing page and the device type', () => {
    const href =
      'https://clinic.example/?utm_source=facebook&utm_medium=cpc&utm_campaign=nov&utm_term=clinic&utm_content=a'
    expect(attributionFrom(href, 'https://www.google.com/', 'iPhone Mobile')).toEqual({
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'nov',
      utm_term: 'clinic',
      utm_content: 'a',
      referrer: 'https://www.google.com/',
      landing_page: href,
      device_type: 'mobile',
    })
  })

  it('gives empty strings for missing values', () => {
    const result = attributionFrom('https://clinic.example/articles', '', 'Windows NT')
    expect(result.utm_source).toBe('')
    expect(result.utm_content).toBe('')
    expect(result.referrer).toBe('')
    expect(result.device_type).toBe('desktop')
  })

  it('decodes Thai campaign names and caps values at the server limits', () => {
    const href = `https://clinic.example/?utm_campaign=${encodeURIComponent('โปรปลายปี')}&utm_term=${'x'.repeat(300)}`
    const result = attributionFrom(href, 'r'.repeat(3000), '')
    expect(result.utm_campaign).toBe('โปรปลายปี')
    expect(result.utm_term).toHaveLength(200)
    expect(result.referrer).toHaveLength(2048)
  })
})

/** Runs the inline capture script on a page as a browser would, with its own session storage. */
function runCaptureScript(
  href: string,
  referrer: string,
  userAgent: string,
  stored = new Map(),
  experiment?: string,
) {
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  // The page's head: its A/B variant's meta tag, when it is under a test.
  const querySelector = (selector: string) =>
    experiment !== undefined && selector === 'meta[name="clinic-experiment"]'
      ? { content: experiment }
      : null
  runInNewContext(attributionCaptureScript, {
    window: { sessionStorage, location: { href } },
    document: { referrer, querySelector },
    navigator: { userAgent },
    URL,
    URLSearchParams,
  })
  return stored
}

describe('the inline attribution capture script', () => {
  it.each([
    [
      'https://clinic.example/?utm_source=line&utm_medium=oa&utm_campaign=%E0%B9%82%E0%B8%9B%E0%B8%A3',
      'https://line.me/',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Line/14.0',
    ],
    ['https://clinic.example/pdpa', '', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)'],
    ['https://clinic.example/?utm_term=' + 'x'.repeat(300), 'r'.repeat(3000), 'Android 14; Tablet'],
    [
      'https://clinic.example/?utm_source=%20padded%20',
      '',
      'Mozilla/5.0 (Linux; Android 14) Mobile',
    ],
  ])('stores what attributionFrom() reads from %s', (href, referrer, userAgent) => {
    const stored = runCaptureScript(href, referrer, userAgent)
    expect(JSON.parse(stored.get(attributionStorageKey))).toEqual(
      attributionFrom(href, referrer, userAgent),
    )
  })

  it('keeps the first page of the visit: a later page does not replace it', () => {
    const stored = runCaptureScript('https://clinic.example/?utm_source=ads', '', 'iPhone')
    runCaptureScript('https://clinic.example/articles', 'https://clinic.example/', 'iPhone', stored)
    expect(JSON.parse(stored.get(attributionStorageKey)).utm_source).toBe('ads')
  })

  it('keeps the A/B variant of the last page under a test for the rest of the visit', () => {
    const stored = runCaptureScript('https://clinic.example/?utm_source=ads', '', 'iPhone')
    expect(stored.has(experimentStorageKey)).toBe(false)
    runCaptureScript('https://clinic.example/lp/promo', '', 'iPhone', stored, '7:b')
    expect(stored.get(experimentStorageKey)).toBe('7:b')
    // The registration form it led to is under no test: the variant stays.
    runCaptureScript('https://clinic.example/register', '', 'iPhone', stored)
    expect(stored.get(experimentStorageKey)).toBe('7:b')
    runCaptureScript('https://clinic.example/lp/other', '', 'iPhone', stored, '9:a')
    expect(stored.get(experimentStorageKey)).toBe('9:a')
    expect(JSON.parse(stored.get(attributionStorageKey)).utm_source).toBe('ads')
  })

  it('does nothing, and throws nothing, where storage is unavailable', () => {
    expect(() =>
      runInNewContext(attributionCaptureScript, {
        window: {
          get sessionStorage() {
            throw new Error('SecurityError')
          },
          location: { href: 'https://clinic.example/' },
        },
        document: { referrer: '' },
        navigator: { userAgent: '' },
        URL,
        URLSearchParams,
      }),
    ).not.toThrow()
  })
})
