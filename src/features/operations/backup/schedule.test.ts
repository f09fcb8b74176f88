import { describe, expect, it } from 'vitest'

import { dailyBangkokCron, nextBangkokRun } from './schedule'

describe('the daily backup’s cron', () => {
  it('names the Bangkok hour in the time zone the scheduler reads it in', () => {
    // A server on UTC: 02:00 in Bangkok is 19:00 the day before.
    expect(dailyBangkokCron(2, 0)).toBe('0 19 * * *')
    // A server on Bangkok time reads it as it is.
    expect(dailyBangkokCron(2, 7 * 60)).toBe('0 2 * * *')
    // India (UTC+5:30): half past midnight.
    expect(dailyBangkokCron(2, 5 * 60 + 30)).toBe('30 0 * * *')
    expect(dailyBangkokCron(23, 0)).toBe('0 16 * * *')
  })
})

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
