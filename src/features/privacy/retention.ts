import type { Payload, Where } from 'payload'

import { inTransaction } from '@/kernel/db/transaction'
import { retention } from '@/kernel/retention'

import { anonymiseRecord } from './repository'
import { removeSavedExports } from './saved-files'

/**
 * The privacy notice's retention periods, applied (kernel/retention.ts holds the numbers the
 * notice states):
 * - a lead or sign-up that did not become a customer loses the person's details once its last
 *   contact (or its arrival, if nobody ever contacted it) is `enquiryYears` old: name, phone,
 *   e-mail, free text, notes, the reason lost, the address hash and user agent go, and so does the
 *   text of notes, reasons and corrected contact details in its history; attribution keeps only
 *   what cannot name anyone (the referrer's site, the landing page's path, UTM tags that are tags);
 *   the status, dates, organisation type, package and branches stay, as statistics no longer about
 *   anyone; saved exports of the collection go too;
 * - consent records go once their cookie choice has expired, plus a grace period;
 * - LINE chat taps and page views (statistics without personal data) go after `lineTapYears`
 *   and `pageViewYears`.
 * Each record is changed in one transaction (the row and its history together), written straight
 * to its table so that no collection hook records the removal as a staff member's change.
 * Idempotent: an anonymised record is marked and never touched again.
 */
type RetentionResult = {
  leads: number
  registrations: number
  consents: number
  lineTaps: number
  pageViews: number
}

const removedText = 'ลบข้อมูลแล้ว'
const dayMs = 86_400_000

/** Calendar years back from `now`, in UTC (29 February lands on 1 March). */
function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now)
  at.setUTCFullYear(at.getUTCFullYear() - years)
  return at
}

function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() - months)
  return at
}

/** History entries whose text is what staff wrote or typed about the person. */
// A call's note and a repeat link's "#id name" are about the person too.
const personalHistoryFields = [
  'staffNotes',
  'lostReason',
  'fullname',
  'fullName',
  'phone',
  'email',
  'call',
  'enquiryOf',
]

/** A URL reduced to what cannot carry a person's details: the site, or the site and path. */
function withoutQuery(url: string | null | undefined, keep: 'origin' | 'path'): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return keep === 'origin' ? parsed.origin : `${parsed.origin}${parsed.pathname}`
  } catch {
    return null
  }
}

/** A UTM value that is a campaign tag, not an address, a number or free text. */
const looksLikeTag = (value: string | null | undefined) =>
  value && /^[\p{L}\p{N}_.+\- ]{1,100}$/u.test(value) && !/\d{6,}/.test(value) ? value : null

type EnquiryRow = {
  id: number | string
  referrer?: string | null
  landingPage?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
}

const personalFields = {
  leads: {
    fullname: removedText,
    phone: '',
    email: '',
    description: null,
    staffNotes: null,
    lostReason: null,
    userAgent: null,
    ipHash: null,
    adClickId: null,
  },
  registrations: {
    clinicName: removedText,
    fullName: removedText,
    phone: '',
    email: '',
    message: null,
    staffNotes: null,
    lostReason: null,
    ipHash: null,
    adClickId: null,
  },
} as const

async function anonymiseOne(
  payload: Payload,
  collection: 'leads' | 'registrations',
  row: EnquiryRow,
  stamp: string,
): Promise<void> {
  await inTransaction(payload, async (req) => {
    const values = {
      ...personalFields[collection],
      referrer: withoutQuery(row.referrer, 'origin'),
      landingPage: withoutQuery(row.landingPage, 'path'),
      utmSource: looksLikeTag(row.utmSource),
      utmMedium: looksLikeTag(row.utmMedium),
      utmCampaign: looksLikeTag(row.utmCampaign),
      utmTerm: null,
      utmContent: null,
      anonymisedAt: stamp,
    }
    // Every reason goes too (a handover's reason is free text a colleague wrote about the person).
    await anonymiseRecord(payload, req, collection, row.id, values, personalHistoryFields)
  })
}

async function anonymiseDue(
  payload: Payload,
  collection: 'leads' | 'registrations',
  cutoff: string,
  stamp: string,
): Promise<number> {
  const due: Where = {
    and: [
      { anonymisedAt: { exists: false } },
      { status: { not_equals: 'customer' } },
      {
        or: [
          { lastContactedAt: { less_than: cutoff } },
          { and: [{ lastContactedAt: { exists: false } }, { createdAt: { less_than: cutoff } }] },
        ],
      },
    ],
  }
  const { docs } = await payload.find({
    collection,
    where: due,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      referrer: true,
      landingPage: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
    },
  })
  for (const row of docs as EnquiryRow[]) await anonymiseOne(payload, collection, row, stamp)
  return docs.length
}

export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionResult> {
  const stamp = now.toISOString()
  const cutoff = yearsBefore(now, retention.enquiryYears).toISOString()
  const leads = await anonymiseDue(payload, 'leads', cutoff, stamp)
  const registrations = await anonymiseDue(payload, 'registrations', cutoff, stamp)
  // A saved export may hold a record that was just anonymised: it goes (it is a day old at most).
  await removeSavedExports(payload, [
    ...(leads > 0 ? (['leads'] as const) : []),
    ...(registrations > 0 ? (['registrations'] as const) : []),
  ])

  const consentCutoff = new Date(
    monthsBefore(now, retention.cookieChoiceMonths).getTime() -
      retention.consentRecordGraceDays * dayMs,
  )
  const where = { createdAt: { less_than: consentCutoff.toISOString() } }
  const { totalDocs: consents } = await payload.count({
    collection: 'consents',
    where,
    overrideAccess: true,
  })
  if (consents > 0) await payload.db.deleteMany({ collection: 'consents', where })

  const oldTaps = {
    day: { less_than: yearsBefore(now, retention.lineTapYears).toISOString().slice(0, 10) },
  }
  const { totalDocs: lineTaps } = await payload.count({
    collection: 'line-taps',
    where: oldTaps,
    overrideAccess: true,
  })
  if (lineTaps > 0) await payload.db.deleteMany({ collection: 'line-taps', where: oldTaps })

  // Page views (counts without personal data) are kept as long as the LINE taps.
  const oldViews = {
    day: { less_than: yearsBefore(now, retention.pageViewYears).toISOString().slice(0, 10) },
  }
  const { totalDocs: pageViews } = await payload.count({
    collection: 'page-views',
    where: oldViews,
    overrideAccess: true,
  })
  if (pageViews > 0) await payload.db.deleteMany({ collection: 'page-views', where: oldViews })

  return { leads, registrations, consents, lineTaps, pageViews }
}
