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
