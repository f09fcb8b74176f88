/**
 * Which backups to keep. Of the scheduled copies: the newest of each of the last `daily` days
 * that have one, and the newest of each of the last `weekly` ISO weeks (Monday to Sunday, Bangkok
 * time) that have one; a copy kept as a daily one may also be a weekly one, and the newest is
 * kept. A copy made by hand (`npm run backup`, before a risky change) is kept beside them, never
 * counted as its day's copy, until it is `daily` days old. None is kept older than `maxAgeMs`
 * (what the privacy notice states, kernel/retention.ts), even when backups stopped and it is
 * the newest. Everything else is deleted at each backup run, whether it succeeded or not.
 */
export type Kept = { keep: string[]; remove: string[] }

const bangkokOffsetMs = 7 * 60 * 60 * 1000

/** A backup the daily schedule made, or one made by hand. */
export type BackupKind = 'scheduled' | 'manual'

/** The file name of a backup taken at `at`: its time, sortable, in UTC, and a hand-made mark. */
export function backupFileName(at: Date, kind: BackupKind = 'scheduled'): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
  return `clinic-plus-${stamp}${kind === 'manual' ? '-manual' : ''}.backup`
}

const namePattern = /^clinic-plus-(\d{8}T\d{6}Z)(-manual)?\.backup$/

/** Whether the backup named `name` was made by hand. */
export const isManualBackup = (name: string) => namePattern.exec(name)?.[2] === '-manual'

/** When the backup named `name` was taken, or null if the name is not one of ours. */
export function backupTime(name: string): Date | null {
  const match = namePattern.exec(name)
  if (!match) return null
  const s = match[1]
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

function bangkokDay(at: Date): string {
  return new Date(at.getTime() + bangkokOffsetMs).toISOString().slice(0, 10)
}

/** The Monday (as YYYY-MM-DD) of the Bangkok week that holds `at`. */
function bangkokWeek(at: Date): string {
  const local = new Date(at.getTime() + bangkokOffsetMs)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return new Date(local.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

export function backupsToKeep(
  names: string[],
  daily: number,
  weekly: number,
  { now = new Date(), maxAgeMs = Infinity }: { now?: Date; maxAgeMs?: number } = {},
): Kept {
  const all = names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const expired = all.filter(({ at }) => now.getTime() - at.getTime() > maxAgeMs)
  const kept = all.filter((entry) => !expired.includes(entry))
  const dated = kept.filter(({ name }) => !isManualBackup(name))
  const keep = new Set<string>()
  if (dated[0]) keep.add(dated[0].name)
  for (const { name, at } of kept) {
    if (isManualBackup(name) && now.getTime() - at.getTime() <= daily * 86_400_000) keep.add(name)
  }
  for (const [period, count] of [
    [bangkokDay, daily],
    [bangkokWeek, weekly],
  ] as const) {
    const seen = new Set<string>()
    for (const { name, at } of dated) {
      const key = period(at)
      if (seen.has(key)) continue
      if (seen.size >= count) break
      seen.add(key)
      keep.add(name)
    }
  }
  return {
    keep: kept.filter(({ name }) => keep.has(name)).map(({ name }) => name),
    remove: all.filter(({ name }) => !keep.has(name)).map(({ name }) => name),
  }
}
