import { describe, expect, it } from 'vitest'

import { attributionFrom } from './attribution'

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
