import { describe, expect, it } from 'vitest'

import { nextBangkokRun } from './schedule'

describe('the next daily backup', () => {
  it('is the coming Bangkok hour, today or tomorrow', () => {
    // 01:00 in Bangkok (18:00 UTC the day before): 02:00 the same Bangkok day.
    expect(nextBangkokRun(2, new Date('2026-11-26T18:00:00Z')).toISOString()).toBe(
      '2026-11-26T19:00:00.000Z',
    )
    // 02:00 exactly has run: the next is tomorrow's.
    expect(nextBangkokRun(2, new Date('2026-11-26T19:00:00Z')).toISOString()).toBe(
      '2026-11-27T19:00:00.000Z',
    )
    // 23:00 in Bangkok, late in the UTC day.
    expect(nextBangkokRun(23, new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    )
  })
})
