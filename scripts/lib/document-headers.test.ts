import { describe, expect, it } from 'vitest'

import { securityHeaders } from '../../src/kernel/server/security-headers'
import { documentHeaders } from './document-headers.mjs'

describe('documentHeaders', () => {
  it('takes every header the app sends with its pages, and nothing about the body', () => {
    const page = new Headers(
      securityHeaders({ production: true, mapEmbedUrl: 'https://maps.example.com/embed' }).map(
        ({ key, value }): [string, string] => [key, value],
      ),
    )
    page.set('content-type', 'text/html; charset=utf-8')
    page.set('content-length', '1234')
    page.set('etag', '"abc"')
    page.set('x-nextjs-cache', 'HIT')
    const taken = documentHeaders(page)
    // A header added to the pages' set without being listed here would leave the references
    // loading differently from the pages.
    expect(Object.keys(taken).sort()).toEqual(
      securityHeaders({ production: true, mapEmbedUrl: 'https://maps.example.com/embed' })
        .map(({ key }) => key.toLowerCase())
        .sort(),
    )
    expect(taken['cross-origin-opener-policy']).toBe('same-origin')
  })
})
