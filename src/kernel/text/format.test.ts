import { describe, expect, it } from 'vitest'

import {
  durationParts,
  formatBaht,
  formatBytes,
  formatCount,
  formatMinutes,
  formatOneDecimal,
  formatSatang,
} from './format'

// Intl is what the formatting must equal; the functions avoid it only for its start-up cost.
const intlBaht = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 })
const intlOneDecimal = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 })
const intlCurrency = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const samples = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1050, 2859, 9999, 10000, 20000, 38000, 99999, 100000, 123456,
  999999, 1000000, 8988000, 12345678, 999_000_000,
]

describe('formatBaht', () => {
  it.each([
    [20000, '20,000'],
    [2859, '2,859'],
    [1050, '1,050'],
    [999, '999'],
  ])('%d → %s', (value, expected) => {
    expect(formatBaht(value)).toBe(expected)
  })

  it('writes every amount as Intl does for th-TH, rounding to whole baht', () => {
    for (const value of [...samples, 1.5, 2.49, 999.5, 20000.4, -1, -38000]) {
      expect(formatBaht(value)).toBe(intlBaht.format(value))
    }
  })
})

describe('formatCount', () => {
  it('groups a count as toLocaleString("th-TH") does', () => {
    for (const value of samples) expect(formatCount(value)).toBe(value.toLocaleString('th-TH'))
  })
})

describe('formatOneDecimal', () => {
  it.each([
    [1234.5, '1,234.5'],
    [2, '2'],
    [0.3, '0.3'],
  ])('%d → %s', (value, expected) => {
    expect(formatOneDecimal(value)).toBe(expected)
  })

  // The figures it shows are rounded to tenths already (features/dashboard/figures.ts).
  const tenths = [...samples, 0.1, 0.3, 2.5, 17.2, 99.9, 999.9, 1234.5, 1000000.1, -2.5]

  it('writes a figure in tenths as toLocaleString("th-TH") does', () => {
    for (const value of tenths) expect(formatOneDecimal(value)).toBe(value.toLocaleString('th-TH'))
  })

  it('rounds to one decimal as Intl does for th-TH', () => {
    for (const value of [...tenths, 1.04, 1.06, 2.96, 12345.678]) {
      expect(formatOneDecimal(value)).toBe(intlOneDecimal.format(value))
    }
  })
})

describe('formatSatang', () => {
  it('shows Thai baht with two decimals', () => {
    expect(formatSatang(8_988_000)).toBe('฿89,880.00')
    expect(formatSatang(1)).toBe('฿0.01')
  })

  it('writes every amount in satang as Intl does for Thai baht', () => {
    for (const satang of [...samples, 5, 50, 101, 35_952_000, 48_792_000, 12_198_000, -150]) {
      expect(formatSatang(satang)).toBe(intlCurrency.format(satang / 100))
    }
  })
})

describe('durations in words', () => {
  it('reads in the unit that fits, never "0 ชั่วโมง"', () => {
    expect(formatMinutes(0)).toBe('ไม่ถึง 1 นาที')
    expect(formatMinutes(0.2)).toBe('ไม่ถึง 1 นาที')
    expect(formatMinutes(1)).toBe('1 นาที')
    expect(formatMinutes(45)).toBe('45 นาที')
    expect(formatMinutes(59.7)).toBe('1 ชั่วโมง')
    expect(formatMinutes(90)).toBe('1.5 ชั่วโมง')
    expect(formatMinutes(47 * 60)).toBe('47 ชั่วโมง')
    expect(formatMinutes(3 * 24 * 60)).toBe('3 วัน')
    expect(durationParts(0.005 * 60)).toEqual({ value: 'ไม่ถึง 1', unit: 'นาที' })
  })
})

describe('a file size', () => {
  it('reads in the unit that fits', () => {
    expect(formatBytes(850)).toBe('850 ไบต์')
    expect(formatBytes(12_800)).toBe('12.5 กิโลไบต์')
    expect(formatBytes(1_258_291)).toBe('1.2 เมกะไบต์')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 กิกะไบต์')
  })
})
