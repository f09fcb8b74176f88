import { describe, expect, it } from 'vitest'

import { dailyBangkokCron } from './schedule'

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
