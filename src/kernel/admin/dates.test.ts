// Payload's own screens write dates through @payloadcms/ui's formatDate with date-fns and
// config.admin.dateFormat; kernel/admin/dates.ts gives the locales' ordinal year the Buddhist year.
// These fail, naming the module, when an upgrade of Payload or date-fns changes what that relies
// on.
import { formatDate } from '@payloadcms/ui/shared'
import { enUS } from 'date-fns/locale/en-US'
import { th } from 'date-fns/locale/th'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminDateFormat, thaiAdminDates } from '@/kernel/admin/dates'
import { formatListMoment } from '@/kernel/text/thai-date'

const zone = process.env.TZ
beforeAll(() => {
  // A computer in Thailand: Payload formats in the browser's zone.
  process.env.TZ = 'Asia/Bangkok'
  thaiAdminDates()
})
afterAll(() => {
  process.env.TZ = zone
})

const i18n = (dateFNS: typeof th) => ({ dateFNS, t: (key: string) => key }) as never

describe("Payload's dates (kernel/admin/dates.ts)", () => {
  const moment = '2026-11-26T21:29:00.000Z'

  it('have the Buddhist year and a 24-hour clock, as our list cells write them', () => {
    const shown = formatDate({ date: moment, i18n: i18n(th), pattern: adminDateFormat })
    expect(shown).toBe('27 พ.ย. 69 04:29 น.')
    expect(shown).toBe(formatListMoment(moment, 'th'))
    // A year ending in 00-09 keeps its two digits (พ.ศ. 2570 is 2027).
    expect(formatDate({ date: '2027-03-01T03:00:00Z', i18n: i18n(th), pattern: 'yo' })).toBe('70')
  })

  it('keep the Gregorian year in English, without an ordinal suffix', () => {
    expect(formatDate({ date: moment, i18n: i18n(enUS), pattern: adminDateFormat })).toBe(
      '27 Nov 2026 04:29 น.',
    )
  })

  it('leave every other ordinal as it was', () => {
    expect(th.localize.ordinalNumber(3, { unit: 'day' })).toBe('3')
    expect(enUS.localize.ordinalNumber(3, { unit: 'day' })).toBe('3rd')
  })
})
