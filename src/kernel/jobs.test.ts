import { describe, expect, it } from 'vitest'

import { dailyBangkokCron } from './jobs'

describe('a daily cron at a Bangkok time', () => {
  it('names the Bangkok hour in the time zone the scheduler reads it in', () => {
    // A server on UTC: 02:00 in Bangkok is 19:00 the day before.
    expect(dailyBangkokCron(2, 0, 0)).toBe('0 19 * * *')
    // A server on Bangkok time reads it as it is.
    expect(dailyBangkokCron(2, 0, 7 * 60)).toBe('0 2 * * *')
    // India (UTC+5:30): half past midnight.
    expect(dailyBangkokCron(2, 0, 5 * 60 + 30)).toBe('30 0 * * *')
    expect(dailyBangkokCron(23, 0, 0)).toBe('0 16 * * *')
  })

  it('keeps the minutes, across midnight as well', () => {
    expect(dailyBangkokCron(3, 30, 0)).toBe('30 20 * * *')
    expect(dailyBangkokCron(3, 35, 7 * 60)).toBe('35 3 * * *')
    // Tokyo (UTC+9): 00:45 in Bangkok is 02:45 there.
    expect(dailyBangkokCron(0, 45, 9 * 60)).toBe('45 2 * * *')
    // Los Angeles in winter (UTC−8): 03:30 in Bangkok is 12:30 the day before.
    expect(dailyBangkokCron(3, 30, -8 * 60)).toBe('30 12 * * *')
  })
})
