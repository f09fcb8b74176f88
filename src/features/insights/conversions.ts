import type { Payload, Where } from 'payload'

import { neutraliseCsvCell } from '@/kernel/admin/csv-safety'
import { bangkokWallClock } from '@/kernel/text/thai-date'

/**
 * Won customers back to the ad platforms: every lead and registration that became a customer and
 * kept an ad's click id (only with the visitor's advertising consent: kernel/attribution/ad-click.ts),
 * as the offline conversion files Google Ads and Meta import. Nothing else of the person: no
 * name, phone, e-mail or address.
 *
 * Google Ads ("Conversions from clicks" file): a time-zone line, then the columns
 * `Google Click ID, Conversion Name, Conversion Time, Conversion Value, Conversion Currency`
 * (the template's column takes a gclid; a click with only gbraid or wbraid, from iOS, has to go
 * through Google's API, so it is left out). Meta (offline events file): `event_name, event_time,
 * fbc, value, currency`, with the fbclid as Meta's click id `fb.1.<click time ms>.<fbclid>`.
 */
export const googleAdsColumns = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
] as const
export const metaColumns = ['event_name', 'event_time', 'fbc', 'value', 'currency'] as const

export type ConversionPlatform = 'google' | 'meta'

/** A customer with a click id: when they arrived and became a customer, and their yearly value. */
export type WonCustomer = {
  clickKind: string
  clickId: string
  arrivedAt: string
  wonAt: string
  value: number | null
}

type Tracked = {
  adClickKind?: string | null
  adClickId?: string | null
  createdAt: string
  updatedAt: string
  yearlyValue?: number | null
  activity?: { field?: string | null; to?: string | null; at?: string | null }[] | null
}

/** When a record's status last became "customer", by its history (else when it last changed). */
const wonAtOf = (record: Tracked) =>
  [...(record.activity ?? [])]
    .reverse()
    .find((entry) => entry.field === 'status' && entry.to === 'customer')?.at ?? record.updatedAt

/** The customers won since `since` whose click id `platform` takes. */
export async function wonCustomers(
  payload: Payload,
  platform: ConversionPlatform,
  since: Date,
): Promise<WonCustomer[]> {
  const kinds = platform === 'google' ? ['gclid'] : ['fbclid']
  const where: Where = {
    and: [
      { status: { equals: 'customer' } },
      { adClickKind: { in: kinds } },
      { adClickId: { exists: true } },
      { updatedAt: { greater_than_equal: since.toISOString() } },
    ],
  }
  const read = async (collection: 'leads' | 'registrations') =>
    (
      await payload.find({
        collection,
        where,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: {
          adClickKind: true,
          adClickId: true,
          createdAt: true,
          updatedAt: true,
          activity: true,
          ...(collection === 'registrations' ? { yearlyValue: true } : {}),
        },
      })
    ).docs as unknown as Tracked[]
  const records = [...(await read('leads')), ...(await read('registrations'))]
  return records
    .filter((record) => record.adClickId)
    .map((record) => ({
      clickKind: record.adClickKind ?? '',
      clickId: record.adClickId ?? '',
      arrivedAt: record.createdAt,
      wonAt: wonAtOf(record),
      value: record.yearlyValue ?? null,
    }))
    .filter((customer) => customer.wonAt >= since.toISOString())
    .sort((a, b) => a.wonAt.localeCompare(b.wonAt))
}

const csvCell = (value: unknown) => {
  const text = String(neutraliseCsvCell(value ?? ''))
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
const csvLine = (cells: unknown[]) => cells.map(csvCell).join(',')

/** The file `platform` imports, for `customers`. */
export function conversionsCsv(
  platform: ConversionPlatform,
  customers: WonCustomer[],
  conversionName: string,
): string {
  if (platform === 'google') {
    return [
      'Parameters:TimeZone=+0700',
      csvLine([...googleAdsColumns]),
      ...customers.map((customer) =>
        csvLine([
          customer.clickId,
          conversionName,
          bangkokWallClock(customer.wonAt),
          customer.value ?? '',
          customer.value === null ? '' : 'THB',
        ]),
      ),
    ].join('\r\n')
  }
  return [
    csvLine([...metaColumns]),
    ...customers.map((customer) =>
      csvLine([
        'Purchase',
        Math.floor(new Date(customer.wonAt).getTime() / 1000),
        `fb.1.${new Date(customer.arrivedAt).getTime()}.${customer.clickId}`,
        customer.value ?? '',
        customer.value === null ? '' : 'THB',
      ]),
    ),
  ].join('\r\n')
}
