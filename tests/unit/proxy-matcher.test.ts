import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'

const sees = (url: string) => unstable_doesMiddlewareMatch({ config, url })

describe("the proxy's matcher", () => {
  it('sees what needs it: the admin, the admin API, the article address and any other path', () => {
    for (const url of [
      '/admin',
      '/admin/collections/leads',
      '/api/users/login',
      '/api/leads',
      '/articles/detail?slug=pdpa',
      '/articles/detail/pdpa',
      '/%E0%A4%A',
      '/made-up',
    ]) {
      expect(sees(url), url).toBe(true)
    }
  })

  it('skips fixed public paths: each pass through it costs a few milliseconds of the server', () => {
    for (const url of [
      '/',
      '/pdpa',
      '/articles',
      '/register',
      '/register?package=More',
      '/robots.txt',
      '/sitemap.xml',
      '/articles/rss.xml',
      '/manifest.webmanifest',
      '/icon.svg',
      '/apple-icon.png',
      '/favicon.ico',
      '/_next/static/chunks/app.js',
      '/api/public/leads',
      '/api/v2/register',
    ]) {
      expect(sees(url), url).toBe(false)
    }
  })
})
