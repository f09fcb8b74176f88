import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'
import { buildSiteConfig as build, toTelHref } from './site'

const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
const buildSiteConfig = (source: Record<string, string>) =>
  build(parseEnv({ ...secret, ...source }))

describe('toTelHref', () => {
  it.each([
    ['02-000-0000', 'tel:+6620000000'],
    ['081 234 5678', 'tel:+66812345678'],
    ['+66 2 000 0000', 'tel:+6620000000'],
    ['1234', 'tel:1234'],
  ])('%s → %s', (phone, href) => {
    expect(toTelHref(phone)).toBe(href)
  })
})

describe('buildSiteConfig', () => {
  it('uses example defaults when nothing is set', () => {
    const site = buildSiteConfig({})
    expect(site.phone).toBe('02-000-0000')
    expect(site.lineUrl).toMatch(/^https:\/\/line\.me\//)
    expect(site.copyrightYear).toBe(2025)
    expect(site.hours).toContain('09:00 - 18:00')
  })

  it('lets each value be overridden by the environment', () => {
    const site = buildSiteConfig({
      SITE_PHONE: '081-111-2222',
      SITE_LINE_ID: '@myclinic',
      SITE_LINE_URL: 'https://line.me/R/ti/p/@myclinic',
      SITE_CRM_URL: 'https://crm.myclinic.co.th/',
      SITE_ADDRESS: 'กรุงเทพฯ',
    })
    expect(site.phoneHref).toBe('tel:+66811112222')
    expect(site.lineId).toBe('@myclinic')
    expect(site.crmUrl).toBe('https://crm.myclinic.co.th/')
    expect(site.address).toBe('กรุงเทพฯ')
  })

  it('rejects a link that is not a URL', () => {
    expect(() => buildSiteConfig({ SITE_LINE_URL: 'line-me' })).toThrow()
  })
})
