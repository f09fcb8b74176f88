import { describe, expect, it } from 'vitest'

import { excerptFromHtml, htmlToText } from './html-text'

describe('htmlToText', () => {
  it('keeps the text, separates blocks and decodes entities', () => {
    expect(
      htmlToText('<h2>หัวข้อ</h2><p>ลด &amp; เพิ่ม&nbsp;รายได้</p><ul><li>หนึ่ง</li><li>สอง</li></ul>'),
    ).toBe('หัวข้อ ลด & เพิ่ม รายได้ หนึ่ง สอง')
  })

  it('keeps inline formatting inside a word together', () => {
    expect(htmlToText('<p>คลินิก<strong>ดิจิทัล</strong></p>')).toBe('คลินิกดิจิทัล')
  })

  it('drops scripts and styles with their contents', () => {
    expect(htmlToText('<p>ก่อน</p><script>alert(1)</script><style>p{}</style><p>หลัง</p>')).toBe(
      'ก่อน หลัง',
    )
  })
})

describe('excerptFromHtml', () => {
  it('returns short text whole', () => {
    expect(excerptFromHtml('<p>บทความสั้น</p>', 50)).toBe('บทความสั้น')
  })

  it('cuts long Thai text at a word boundary with an ellipsis', () => {
    const excerpt = excerptFromHtml('<p>ระบบบริหารคลินิกออนไลน์ช่วยลดเวลารอคิว</p>', 20)
    expect(excerpt).toBe('ระบบบริหารคลินิก…')
    expect(excerpt.length).toBeLessThanOrEqual(20)
  })

  it('cuts English text between words and drops trailing punctuation', () => {
    expect(excerptFromHtml('<p>Fast, simple, secure. Clinic software for everyone</p>', 24)).toBe(
      'Fast, simple, secure…',
    )
  })
})
