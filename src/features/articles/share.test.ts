import { describe, expect, it } from 'vitest'

import { facebookShareUrl, lineShareUrl, shareWindowFeatures } from './share'

const pageUrl = 'https://clinicplus.example/articles/detail?slug=ระบบนัดหมาย-คลินิก'

describe('share links', () => {
  it('passes the encoded page address to the Facebook sharer', () => {
    const url = new URL(facebookShareUrl(pageUrl))
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php')
    expect(url.searchParams.get('u')).toBe(pageUrl)
    expect(facebookShareUrl(pageUrl)).not.toContain('?slug=')
  })

  it('passes the encoded address and title to LINE', () => {
    const title = 'ลดคิวรอ 30% & เพิ่มรายได้?'
    const url = new URL(lineShareUrl(pageUrl, title))
    expect(url.origin + url.pathname).toBe('https://social-plugins.line.me/lineit/share')
    expect(url.searchParams.get('url')).toBe(pageUrl)
    expect(url.searchParams.get('text')).toBe(title)
    expect([...url.searchParams.keys()]).toEqual(['url', 'text'])
  })

  it('asks for a centred 600 x 400 window without an opener', () => {
    expect(shareWindowFeatures(1600, 1000)).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    )
    expect(shareWindowFeatures(320, 300)).toContain('left=0,top=0')
  })
})
