import { describe, expect, it } from 'vitest'

import { bangkokDay } from '@/kernel/text/thai-date'

import { addWorkingMinutes, minutesOfDay, type WorkingTime } from './working-time'

const office: WorkingTime = {
  workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  workStart: '09:00',
  workEnd: '18:00',
  holidays: ['2026-12-07', '2026-12-10'],
}
// Bangkok wall-clock time to the instant.
const bkk = (local: string) => new Date(`${local}+07:00`)

describe('working time in Bangkok', () => {
  it('adds the minutes within the same working day', () => {
    expect(addWorkingMinutes(bkk('2026-11-23T10:15'), 60, office)).toEqual(bkk('2026-11-23T11:15'))
  })

  it('counts from the next opening when the lead arrives at night', () => {
    expect(addWorkingMinutes(bkk('2026-11-23T22:40'), 60, office)).toEqual(bkk('2026-11-24T10:00'))
    expect(addWorkingMinutes(bkk('2026-11-24T06:00'), 30, office)).toEqual(bkk('2026-11-24T09:30'))
  })

  it('carries what is left of the target over the evening', () => {
    expect(addWorkingMinutes(bkk('2026-11-23T17:30'), 60, office)).toEqual(bkk('2026-11-24T09:30'))
  })

  it('skips the weekend and a holiday after it (Friday evening to Tuesday morning)', () => {
    // 4 Dec 2026 is a Friday; Monday 7 Dec is the substitute for Father's Day.
    expect(addWorkingMinutes(bkk('2026-12-04T17:45'), 60, office)).toEqual(bkk('2026-12-08T09:45'))
  })

  it('skips a holiday in mid-week', () => {
    expect(addWorkingMinutes(bkk('2026-12-09T17:00'), 120, office)).toEqual(bkk('2026-12-11T10:00'))
  })

  it('spans several working days for a long target', () => {
    // 9 working hours a day: 18 hours from Thursday 09:00 ends Friday 18:00.
    expect(addWorkingMinutes(bkk('2026-11-26T09:00'), 18 * 60, office)).toEqual(
      bkk('2026-11-27T18:00'),
    )
  })

  it('falls back to plain minutes when the hours make no sense', () => {
    const start = bkk('2026-11-23T10:00')
    const plain = new Date(start.getTime() + 60 * 60_000)
    expect(addWorkingMinutes(start, 60, { ...office, workEnd: '08:00' })).toEqual(plain)
    expect(addWorkingMinutes(start, 60, { ...office, workDays: [] })).toEqual(plain)
  })

  it('reads times of day and Bangkok days', () => {
    expect(minutesOfDay('09:30')).toBe(570)
    expect(minutesOfDay('24:00')).toBeNull()
    expect(minutesOfDay('9:30')).toBeNull()
    expect(bangkokDay(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24')
  })
})
