import { describe, expect, it } from 'vitest'

import { escapeXml, renderRss } from './rss'

describe('RSS feed', () => {
  it('escapes markup in every text value', () => {
    expect(escapeXml(`<a href="x">R&D's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;R&#38;D&#39;s&#60;/a&#62;',
    )
  })

  it('lists items newest first as given, with RFC 822 dates and categories', () => {
    const xml = renderRss({
      title: 'บทความ',
      description: 'ความรู้',
      siteUrl: 'https://clinic.example/articles',
      feedUrl: 'https://clinic.example/articles/rss.xml',
      items: [
        {
          title: 'ลดคิว <30%>',
          url: 'https://clinic.example/articles/detail?slug=a&x=1',
          description: 'สั้น ๆ',
          publishedAt: '2025-03-05T07:30:00.000Z',
          categories: ['การตลาด', 'PDPA'],
        },
      ],
    })
    expect(xml).toContain('<title>ลดคิว &#60;30%&#62;</title>')
    expect(xml).toContain('<link>https://clinic.example/articles/detail?slug=a&#38;x=1</link>')
    expect(xml).toContain('<pubDate>Wed, 05 Mar 2025 07:30:00 GMT</pubDate>')
    expect(xml).toContain('<category>PDPA</category>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
})
