/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the
 * newest of each of the last `weekly` ISO weeks (Monday to Sunday, Bangkok time) that have one,
 * and never one older than `maxAgeMs` (what the privacy notice states, content/retention.ts),
 * even when backups stopped and it is the newest. Everything else is deleted at each backup run,
 * whether it succeeded or not. A copy kept as a daily one may also be a weekly one; the newest
 * backup is kept unless it is too old.
 */
export type Kept = { keep: string[]; remove: string[] }

const bangkokOffsetMs = 7 * 60 * 60 * 1000

/** The file name of a backup taken at `at`: its time, sortable, in UTC. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
  return `clinic-plus-${stamp}.backup`
}

const namePattern = /^clinic-plus-(\d{8}T\d{6}Z)\.backup$/

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
  const dated = all.filter((entry) => !expired.includes(entry))
  const keep = new Set<string>()
  if (dated[0]) keep.add(dated[0].name)
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
    keep: dated.filter(({ name }) => keep.has(name)).map(({ name }) => name),
    remove: all.filter(({ name }) => !keep.has(name)).map(({ name }) => name),
  }
}
