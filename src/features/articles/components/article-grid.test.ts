import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { messages } from '@/features/site-content/content/messages'

import type { PublishedArticle } from '../read'
import { ArticleGrid } from './article-grid'

const image = (width: number) => ({
  url: `/api/media/file/cover-${width}.webp`,
  width,
  height: Math.round((width * 9) / 16),
})

const article = (n: number): PublishedArticle => ({
  id: n,
  slug: `article-${n}`,
  title: `บทความที่ ${n}`,
  contentHtml: '<p>เนื้อหา</p>',
  excerpt: 'บทคัดย่อ',
  tags: [],
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  cover: {
    alt: `ภาพปก ${n}`,
    original: image(1600),
    card: image(768),
    large: image(1400),
    og: image(1200),
  },
})

/** Each list item's class and style attributes, in order. */
function items(count: number) {
  const html = renderToStaticMarkup(
    createElement(ArticleGrid, { articles: Array.from({ length: count }, (_, i) => article(i)) }),
  )
  return [...html.matchAll(/<li class="([^"]*)" style="([^"]*)"/g)].map(([, cls, style]) => ({
    classes: cls.split(' '),
    style,
  }))
}

describe('ArticleGrid', () => {
  it('staggers every card 0.2 s apart, capped at 1.6 s', () => {
    const delays = items(11).map((item) => item.style)
    expect(delays).toEqual([
      ...[0, 200, 400, 600, 800, 1000, 1200, 1400, 1600].map((ms) => `animation-delay:${ms}ms`),
      'animation-delay:1600ms',
      'animation-delay:1600ms',
    ])
    for (const item of items(11)) expect(item.classes).toContain('motion-safe:animate-fade-up')
  })

  it('lays out the first two desktop rows at once and lets the rest skip rendering until near', () => {
    const skipped = items(9).map((item) => item.classes.includes('render-card-when-near'))
    expect(skipped).toEqual([false, false, false, false, false, false, true, true, true])
  })

  it('says so when there is no article', () => {
    const html = renderToStaticMarkup(createElement(ArticleGrid, { articles: [] }))
    expect(html).not.toContain('<li')
    expect(html).toContain(messages.articles.empty)
  })
})
