import { describe, expect, it } from 'vitest'

import { timestampMs } from './drizzle'

describe('a timestamp column read straight from the table', () => {
  it('reads SQLite’s ISO text, PostgreSQL’s text form and Dates alike', () => {
    const at = Date.parse('2026-11-23T20:00:00.123Z')
    expect(timestampMs('2026-11-23T20:00:00.123Z')).toBe(at)
    expect(timestampMs('2026-11-23 20:00:00.123+00')).toBe(at)
    expect(timestampMs('2026-11-24 03:00:00.123+07')).toBe(at)
    expect(timestampMs(new Date(at))).toBe(at)
    expect(timestampMs(null)).toBeNull()
    expect(timestampMs('')).toBeNull()
    expect(timestampMs('not a date')).toBeNull()
  })
})
