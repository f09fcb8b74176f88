import { describe, expect, it } from 'vitest'

import { backupFileName, backupsToKeep, backupTime } from './retention'

/** A backup taken at a Bangkok wall-clock time (by the schedule, or by hand). */
const at = (bangkok: string, kind: 'scheduled' | 'manual' = 'scheduled') =>
  backupFileName(new Date(new Date(`${bangkok}:00Z`).getTime() - 7 * 3_600_000), kind)

describe('which backups are kept', () => {
  it('names a backup by its time and reads the time back', () => {
    const when = new Date('2026-11-25T01:02:03.456Z')
    expect(backupFileName(when)).toBe('clinic-plus-20261125T010203Z.backup')
    expect(backupTime(backupFileName(when))?.toISOString()).toBe('2026-11-25T01:02:03.000Z')
    expect(backupTime('notes.txt')).toBeNull()
  })

  it('keeps the newest scheduled copy of each of the last N days, by the Bangkok calendar', () => {
    const names = [
      at('2026-11-25T02:00'),
      at('2026-11-24T02:00'),
      at('2026-11-23T02:00'),
      at('2026-11-22T02:00'),
    ]
    const now = new Date('2026-11-25T08:00:00Z')
    const { keep, remove } = backupsToKeep(names, 2, 0, { now })
    expect(keep).toEqual([at('2026-11-25T02:00'), at('2026-11-24T02:00')])
    expect(remove).toEqual([at('2026-11-23T02:00'), at('2026-11-22T02:00')])
  })

  it('keeps a copy made by hand beside the day’s scheduled one, until it is N days old', () => {
    const manual = at('2026-11-25T14:00', 'manual') // before a risky change, after the 02:00 copy
    expect(manual).toMatch(/-manual\.backup$/)
    const names = [manual, at('2026-11-25T02:00'), at('2026-11-24T02:00'), at('2026-11-23T02:00')]
    const sameDay = backupsToKeep(names, 2, 0, { now: new Date('2026-11-25T08:00:00Z') })
    expect(sameDay.keep).toEqual([manual, at('2026-11-25T02:00'), at('2026-11-24T02:00')])
    // Two days later it ages out on its own, and never displaced a scheduled copy.
    const later = [at('2026-11-27T02:00'), at('2026-11-26T02:00'), ...names]
    const { keep } = backupsToKeep(later, 2, 0, { now: new Date('2026-11-27T08:00:00Z') })
    expect(keep).toEqual([at('2026-11-27T02:00'), at('2026-11-26T02:00')])
  })

  it('keeps the newest of each of the last N weeks (Monday to Sunday) besides the days', () => {
    // 30 daily backups, 2026-10-27 (a Tuesday) to 2026-11-25 (a Wednesday).
    const names = Array.from({ length: 30 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10)
      return at(`${day}T02:00`)
    })
    const { keep, remove } = backupsToKeep(names, 3, 3)
    expect(keep).toEqual([
      at('2026-11-25T02:00'),
      at('2026-11-24T02:00'),
      at('2026-11-23T02:00'), // Monday: the daily rule keeps it, the weeks' rule needs Sundays
      at('2026-11-22T02:00'), // Sunday, the newest of the week of 16 November
      at('2026-11-15T02:00'), // Sunday, the week of 9 November
    ])
    expect(keep.length + remove.length).toBe(30)
  })

  it('always keeps the newest copy and ignores files that are not backups', () => {
    const { keep, remove } = backupsToKeep([at('2026-01-01T02:00'), 'last-backup.json'], 0, 0)
    expect(keep).toEqual([at('2026-01-01T02:00')])
    expect(remove).toEqual([])
  })

  it('never keeps a copy older than the privacy notice allows, even the newest', () => {
    const names = [at('2026-11-20T02:00'), at('2026-10-01T02:00'), at('2026-09-01T02:00')]
    const now = new Date('2026-11-25T00:00:00Z')
    const fiveWeeks = 5 * 7 * 86_400_000
    expect(backupsToKeep(names, 7, 4, { now, maxAgeMs: fiveWeeks })).toEqual({
      keep: [at('2026-11-20T02:00')],
      remove: [at('2026-10-01T02:00'), at('2026-09-01T02:00')],
    })
    // Backups stopped six weeks ago: the last one goes too.
    expect(backupsToKeep([at('2026-10-10T02:00')], 7, 4, { now, maxAgeMs: fiveWeeks })).toEqual({
      keep: [],
      remove: [at('2026-10-10T02:00')],
    })
  })
})
