/**
 * The cron of a daily run at `hour` o'clock in Bangkok (UTC+7, no daylight saving), in the time
 * zone Payload's scheduler reads it in: the process's own (`localOffsetMinutes` east of UTC).
 */
export function dailyBangkokCron(
  hour: number,
  localOffsetMinutes = -new Date().getTimezoneOffset(),
): string {
  const minutes = (((hour * 60 - 7 * 60 + localOffsetMinutes) % 1440) + 1440) % 1440
  return `${minutes % 60} ${Math.floor(minutes / 60)} * * *`
}

/** The next daily run at `hour` o'clock in Bangkok after `now` (for the operations screen). */
export function nextBangkokRun(hour: number, now = new Date()): Date {
  const bangkokMs = 7 * 3_600_000
  const dayMs = 24 * 3_600_000
  const local = now.getTime() + bangkokMs
  const today = local - (local % dayMs) + hour * 3_600_000 - bangkokMs
  return new Date(today > now.getTime() ? today : today + dayMs)
}
