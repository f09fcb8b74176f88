import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders } from './security-headers'

const mapEmbedUrl = 'https://www.openstreetmap.org/export/embed.html?bbox=1'

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('securityHeaders', () => {
  const headers = new Map(
    securityHeaders({ production: true, mapEmbedUrl }).map(({ key, value }) => [key, value]),
  )

  it('sets the fixed hardening headers', () => {
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(headers.get('Permissions-Policy')).toMatch(
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
    )
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8}/)
  })

  it('sends HSTS in production only', () => {
    const dev = securityHeaders({ production: false, mapEmbedUrl }).map(({ key }) => key)
    expect(dev).not.toContain('Strict-Transport-Security')
  })

  it('limits the policy as the issue asks', () => {
    const csp = directives(headers.get('Content-Security-Policy')!)
    expect(csp.get('object-src')).toEqual([`'none'`])
    expect(csp.get('base-uri')).toEqual([`'self'`])
    expect(csp.get('frame-ancestors')).toEqual([`'none'`])
    expect(csp.get('form-action')).toEqual([`'self'`])
    expect(csp.get('script-src')).toEqual([
      `'self'`,
      `'unsafe-inline'`,
      'https://www.googletagmanager.com',
    ])
    expect(csp.get('frame-src')).toContain('https://www.openstreetmap.org')
    expect(headers.get('X-Frame-Options')).toBe('DENY')
  })

  it("lets only our own admin frame the live preview's responses", () => {
    const framed = new Map(
      securityHeaders({ production: true, mapEmbedUrl, framedByAdmin: true }).map(
        ({ key, value }) => [key, value],
      ),
    )
    expect(directives(framed.get('Content-Security-Policy')!).get('frame-ancestors')).toEqual([
      `'self'`,
    ])
    expect(framed.get('X-Frame-Options')).toBe('SAMEORIGIN')
  })
})

describe('contentSecurityPolicy with a nonce', () => {
  it('trusts the nonce instead of inline scripts', () => {
    const csp = directives(
      contentSecurityPolicy({ development: false, mapOrigin: 'https://m.example', nonce: 'abc' }),
    )
    expect(csp.get('script-src')).toEqual([`'self'`, `'nonce-abc'`, `'strict-dynamic'`])
  })

  it("adds 'unsafe-eval' in development only", () => {
    const dev = directives(
      contentSecurityPolicy({ development: true, mapOrigin: 'https://m.example' }),
    )
    expect(dev.get('script-src')).toContain(`'unsafe-eval'`)
  })
})
