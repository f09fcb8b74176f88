import { bangkokOffsetMs } from '@/kernel/text/thai-date'

import type { Weekday } from './content/settings'

/**
 * Working time in Bangkok (UTC+7 all year, no daylight saving): the sales team's days, hours and
 * holidays as the admin sets them (features/sales/globals/sales-settings.ts), and when a target of N working
 * minutes from a lead's arrival runs out.
 */
export type WorkingTime = {
  workDays: readonly Weekday[]
  /** "09:00" */
  workStart: string
  /** "18:00" */
  workEnd: string
  /** Days off, as "YYYY-MM-DD" in Bangkok. */
  holidays: readonly string[]
}

const dayMs = 24 * 60 * 60 * 1000
const weekdayOrder: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** "HH:MM" to minutes after midnight, or null when it is not a time of day. */
export function minutesOfDay(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/**
 * The moment `minutes` working minutes after `start` have passed: time outside the working
 * hours, on days off and on holidays does not count. A start outside working time counts from
 * the next opening. Without any working day the target is plain minutes.
 */
export function addWorkingMinutes(start: Date, minutes: number, rules: WorkingTime): Date {
  const open = minutesOfDay(rules.workStart)
  const close = minutesOfDay(rules.workEnd)
  if (open === null || close === null || close <= open || rules.workDays.length === 0) {
    return new Date(start.getTime() + minutes * 60_000)
  }
  const holidays = new Set(rules.holidays)
  const days = new Set(rules.workDays)
  // Bangkok's wall clock as if it were UTC: midnight is a multiple of a day.
  let cursor = start.getTime() + bangkokOffsetMs
  let left = minutes * 60_000
  // A year and a half of days off in a row is a misconfiguration, not a reason to loop forever.
  for (let step = 0; step < 550; step++) {
    const midnight = Math.floor(cursor / dayMs) * dayMs
    const day = new Date(midnight)
    const isWorkDay =
      days.has(weekdayOrder[day.getUTCDay()]) && !holidays.has(day.toISOString().slice(0, 10))
    if (isWorkDay) {
      const from = Math.max(cursor, midnight + open * 60_000)
      const until = midnight + close * 60_000
      if (from < until) {
        if (left <= until - from) return new Date(from + left - bangkokOffsetMs)
        left -= until - from
      }
    }
    cursor = midnight + dayMs
  }
  return new Date(start.getTime() + minutes * 60_000)
}
