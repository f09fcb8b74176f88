import { enUS } from 'date-fns/locale/en-US'
import { th } from 'date-fns/locale/th'

/**
 * The pattern of every date Payload's own screens write (config `admin.dateFormat`: a document's
 * "แก้ไขล่าสุด" and "สร้างเมื่อ", the version list and a version's labels, the scheduled
 * publications): "27 พ.ย. 69 04:29 น.", a 24-hour clock and the Buddhist year as our list cells
 * write them (kernel/text/thai-date.ts formatListMoment). `yo` is the year as the locale's ordinal,
 * which `thaiAdminDates` makes the Buddhist year's last two digits.
 */
export const adminDateFormat = "d MMM yo HH:mm 'น.'"

let applied = false

/**
 * Payload formats its own dates with date-fns (@payloadcms/ui formatDate: `format(date,
 * config.admin.dateFormat, { locale })`, the locale loaded from date-fns/locale by
 * @payloadcms/translations), which knows no Buddhist calendar. This makes the Thai locale's ordinal
 * year (`yo`) the Buddhist year in two digits and the English locale's the Gregorian year in four
 * (no "2026th"); every other ordinal is left as it was. Payload's own dates are in the browser's
 * time zone (its bundled @date-fns/tz cannot be told another); ours are in Bangkok time.
 * Run in the browser and the server renderer from the admin's providers (a11y-repairs.client).
 * `src/kernel/admin/dates.test.ts` fails if Payload or date-fns change what this relies on.
 */
export function thaiAdminDates(): void {
  if (applied) return
  applied = true
  for (const [locale, year] of [
    [th, (value: number) => String((value + 543) % 100).padStart(2, '0')],
    [enUS, (value: number) => String(value)],
  ] as const) {
    const ordinal = locale.localize.ordinalNumber
    locale.localize.ordinalNumber = (value, options) =>
      options?.unit === 'year' ? year(Number(value)) : ordinal(value, options)
  }
}
