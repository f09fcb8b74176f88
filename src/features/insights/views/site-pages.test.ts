import { describe, expect, it } from 'vitest'

import { pageKeyOf } from './page-view.mjs'
import { isSitePage } from './site-pages'

const readers = {
  campaign: async (slug: string) => slug === 'โปรปลายปี',
  article: async (slug: string) => slug === 'ระบบคลินิก',
}

describe('isSitePage', () => {
  it.each([
    ['/', true],
    ['/pdpa', true],
    ['/register/sent', true],
    [
      pageKeyOf(
        '/lp/%E0%B9%82%E0%B8%9B%E0%B8%A3%E0%B8%9B%E0%B8%A5%E0%B8%B2%E0%B8%A2%E0%B8%9B%E0%B8%B5',
      ),
      true,
    ],
    [pageKeyOf('/articles/detail', '?slug=ระบบคลินิก'), true],
    ['/lp/no-such-page', false],
    ['/lp/', false],
    ['/lp/โปรปลายปี/b-7', false],
    ['/articles/detail?slug=no-such-article', false],
    ['/wp-login', false],
    ['/pdpa/extra', false],
  ])('%s: %s', async (page, known) => {
    expect(await isSitePage(page!, readers)).toBe(known)
  })
})
