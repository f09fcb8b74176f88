import { describe, expect, it } from 'vitest'

import { thaiSlugify } from './slug'

describe('thaiSlugify', () => {
  it('keeps Thai letters, vowels and tone marks', () => {
    expect(thaiSlugify('5 เคล็ดลับ ลดเวลารอคิว ในคลินิก')).toBe('5-เคล็ดลับ-ลดเวลารอคิว-ในคลินิก')
  })

  it('lowercases Latin and turns punctuation runs into one hyphen', () => {
    expect(thaiSlugify('  PDPA & คลินิก: สิ่งที่ต้องรู้!! ')).toBe('pdpa-คลินิก-สิ่งที่ต้องรู้')
  })

  it('drops characters that would break a URL path', () => {
    expect(thaiSlugify('a/b?c#d%e')).toBe('a-b-c-d-e')
  })

  it('limits the length without leaving a trailing hyphen', () => {
    expect(thaiSlugify('ab cd ef', 3)).toBe('ab')
  })

  it('gives nothing for input with no letters or digits', () => {
    expect(thaiSlugify('!!!')).toBeUndefined()
    expect(thaiSlugify(42)).toBeUndefined()
  })
})
