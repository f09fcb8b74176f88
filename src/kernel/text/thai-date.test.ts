import { describe, expect, it } from 'vitest'

import {
  bangkokDay,
  formatElapsed,
  formatEnglishDate,
  formatListMoment,
  formatThaiDate,
  formatThaiDateTime,
  formatThaiDateShort,
  formatThaiTime,
} from './thai-date'

// 07:30 UTC is 14:30 in Bangkok (UTC+7, no daylight saving).
const publishedAt = '2025-03-05T07:30:00.000Z'

describe('Thai dates', () => {
  it('formats the long Buddhist-era date in Bangkok time', () => {
    expect(formatThaiDate(publishedAt)).toBe('5 มีนาคม 2568')
    expect(formatThaiDate(new Date(publishedAt), { era: true })).toBe('5 มีนาคม พ.ศ. 2568')
  })

  it('writes a publication moment as the article pages show it: day, month name, พ.ศ., year, then the time', () => {
    expect(formatThaiDateTime(publishedAt)).toBe('5 มีนาคม พ.ศ. 2568 · 14:30 น.')
    // Late evening UTC is already the next day in Bangkok, in the date and the time alike.
    expect(formatThaiDateTime('2024-12-31T17:05:00.000Z')).toBe('1 มกราคม พ.ศ. 2568 · 00:05 น.')
  })

  it('adds 543 to the Gregorian year', () => {
    expect(formatThaiDate('2024-12-31T12:00:00Z')).toBe('31 ธันวาคม 2567')
  })

  it('uses the Bangkok calendar day, not the UTC one', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Bangkok.
    expect(formatThaiDate('2024-12-31T20:00:00Z')).toBe('1 มกราคม 2568')
    expect(bangkokDay('2024-12-31T20:00:00Z')).toBe('2025-01-01')
  })

  it('shortens the year to two digits in the short form', () => {
    expect(formatThaiDateShort(publishedAt)).toBe('5 มี.ค. 68')
  })

  it('shows the time on a 24-hour clock with น.', () => {
    expect(formatThaiTime(publishedAt)).toBe('14:30 น.')
    expect(formatThaiTime('2025-03-04T17:05:00Z')).toBe('00:05 น.')
  })

  it('formats the English date with the month name', () => {
    expect(formatEnglishDate(publishedAt)).toBe('5 March 2025')
  })

  it('rejects something that is not a date', () => {
    expect(() => formatThaiDate('yesterday')).toThrow(RangeError)
  })
})

describe('elapsed time', () => {
  const now = new Date('2025-03-10T12:00:00Z')

  it('counts whole days', () => {
    expect(formatElapsed('2025-03-07T11:00:00Z', now)).toBe('3 วัน')
  })

  it('counts hours under a day', () => {
    expect(formatElapsed('2025-03-10T02:30:00Z', now)).toBe('9 ชั่วโมง')
  })

  it('counts minutes under an hour, at least one', () => {
    expect(formatElapsed('2025-03-10T11:45:10Z', now)).toBe('14 นาที')
    expect(formatElapsed('2025-03-10T11:59:59Z', now)).toBe('1 นาที')
    expect(formatElapsed('2025-03-11T00:00:00Z', now)).toBe('1 นาที')
  })

  it('writes a moment in an admin list with the Buddhist year, or in English when asked', () => {
    expect(formatListMoment(publishedAt, 'th')).toBe('5 มี.ค. 68 14:30 น.')
    expect(formatListMoment('2024-12-31T17:05:00.000Z', 'th')).toBe('1 ม.ค. 68 00:05 น.')
    expect(formatListMoment(publishedAt, 'en')).toBe('5 Mar 2025, 14:30')
  })
})
