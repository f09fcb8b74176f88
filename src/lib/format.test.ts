import { describe, expect, it } from 'vitest'

import { formatBaht } from './format'

describe('formatBaht', () => {
  it.each([
    [20000, '20,000'],
    [2859, '2,859'],
    [1050, '1,050'],
    [999, '999'],
  ])('%d → %s', (value, expected) => {
    expect(formatBaht(value)).toBe(expected)
  })
})
