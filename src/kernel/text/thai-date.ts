/**
 * Dates as Thai readers expect them: Buddhist-era years, Thai month names and Bangkok time,
 * all from Intl (no hand-written month tables). Dates may arrive as ISO strings from the API.
 */
const timeZone = 'Asia/Bangkok'
type DateInput = Date | string | number

const formatters = {
  long: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  longWithEra: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    era: 'short',
  }),
  short: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: '2-digit',
  }),
  time: new Intl.DateTimeFormat('th-TH', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  english: new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  englishShort: new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  isoDay: new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
}

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`)
  return date
}

/** "5 มีนาคม 2568"; with `era` "5 มีนาคม พ.ศ. 2568". */
export function formatThaiDate(input: DateInput, { era = false }: { era?: boolean } = {}): string {
  return (era ? formatters.longWithEra : formatters.long).format(toDate(input))
}

/** The short form with a 2-digit Buddhist year: "5 มี.ค. 68". */
export function formatThaiDateShort(input: DateInput): string {
  return formatters.short.format(toDate(input))
}

/** Bangkok clock time: "14:30 น.". */
export function formatThaiTime(input: DateInput): string {
  return `${formatters.time.format(toDate(input))} น.`
}

/**
 * A publication moment as the article pages write it: day, Thai month name, พ.ศ., year, then
 * the Bangkok time: "5 มีนาคม พ.ศ. 2568 · 14:30 น.".
 */
export function formatThaiDateTime(input: DateInput): string {
  return `${formatThaiDate(input, { era: true })} · ${formatThaiTime(input)}`
}

/** The English form: "5 March 2025". */
export function formatEnglishDate(input: DateInput): string {
  return formatters.english.format(toDate(input))
}

/**
 * A moment in an admin list, short enough for a table cell: "5 มี.ค. 68 14:30 น." in Thai, or
 * "5 Mar 2025, 14:30" for a staff member who chose English (both Bangkok time).
 */
export function formatListMoment(input: DateInput, language: string): string {
  if (language === 'en') return formatters.englishShort.format(toDate(input))
  return `${formatThaiDateShort(input)} ${formatThaiTime(input)}`
}

/** The calendar day in Bangkok as YYYY-MM-DD (for <time dateTime> and sitemaps). */
export function bangkokDay(input: DateInput): string {
  return formatters.isoDay.format(toDate(input))
}

/** Bangkok's offset from UTC, the same all year (no daylight saving). */
export const bangkokOffsetMs = 7 * 60 * 60 * 1000

/** Bangkok's wall clock as "YYYY-MM-DD HH:mm:ss" (files for other systems, with the zone named). */
export function bangkokWallClock(input: DateInput): string {
  return new Date(toDate(input).getTime() + bangkokOffsetMs)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')
}

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs

/**
 * Elapsed time in the largest whole unit: "3 วัน", "2 ชั่วโมง", "15 นาที" (at least 1 นาที;
 * a date in the future counts as no time elapsed).
 */
export function formatElapsed(from: DateInput, now: DateInput = Date.now()): string {
  const elapsed = Math.max(0, toDate(now).getTime() - toDate(from).getTime())
  if (elapsed >= dayMs) return `${Math.floor(elapsed / dayMs)} วัน`
  if (elapsed >= hourMs) return `${Math.floor(elapsed / hourMs)} ชั่วโมง`
  return `${Math.max(1, Math.floor(elapsed / minuteMs))} นาที`
}
