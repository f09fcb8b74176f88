import { afterEach, describe, expect, it, vi } from 'vitest'

// Payload's scheduler reads a task's cron in the server process's own time zone. The daily
// housekeeping is meant for the small hours in Bangkok, whatever zone the server runs in.
const zone = process.env.TZ

afterEach(() => {
  process.env.TZ = zone
  vi.resetModules()
})

/** The Bangkok time ('HH:MM') a daily cron runs at, read in the process's current zone. */
function bangkokTimeOf(cron: string): string {
  const [minute, hour, ...rest] = cron.split(' ')
  expect(rest, `${cron} is not a daily cron`).toEqual(['*', '*', '*'])
  const local = new Date(2026, 10, 27, Number(hour), Number(minute))
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(local)
}

describe.each(['UTC', 'Asia/Tokyo', 'Asia/Bangkok'])('on a server in %s', (serverZone) => {
  it('applies retention at 03:30 and purges the activity log at 03:35 in Bangkok', async () => {
    process.env.TZ = serverZone
    vi.resetModules()
    const { applyRetentionTask } = await import('@/features/privacy/jobs')
    const { purgeActivityLogTask } = await import('@/features/activity-log/jobs')
    expect(bangkokTimeOf(String(applyRetentionTask.schedule?.[0]?.cron))).toBe('03:30')
    expect(bangkokTimeOf(String(purgeActivityLogTask.schedule?.[0]?.cron))).toBe('03:35')
  })
})
