import { and, gte, ne } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns } from '@/kernel/db/drizzle'

import { bangkokDay } from '@/kernel/text/thai-date'

/**
 * Every kind of enquiry of the last 30 days by campaign (utm_campaign; "ไม่มีแคมเปญ" without
 * one): contact-form leads, trial registrations and taps on a LINE chat button, most first, so
 * marketing sees which campaigns bring LINE conversations as well as forms. Spam is left out.
 */
export type EnquirySourceRow = {
  campaign: string
  leads: number
  registrations: number
  lineTaps: number
}

export const noCampaign = ''
const dayMs = 24 * 60 * 60 * 1000
const topRows = 10

export async function enquirySources(
  payload: Payload,
  now = new Date(),
): Promise<{ rows: EnquirySourceRow[]; total: EnquirySourceRow }> {
  const since = new Date(now.getTime() - 30 * dayMs)
  // One column of each record, straight from the tables (the Local API's read hooks over
  // thousands of rows would take seconds: `npm run bench:dashboard`).
  const { db, tables } = await drizzleOf(payload)
  const campaignsOf = (table: 'leads' | 'registrations') => {
    const columns = tableColumns(tables[table], ['utmCampaign', 'createdAt', 'status'])
    return db
      .select({ campaign: columns.utmCampaign })
      .from(tables[table])
      .where(and(gte(columns.createdAt, since.toISOString()), ne(columns.status, 'spam')))
  }
  const tapColumns = tableColumns(tables.line_taps, ['campaign', 'day'])
  const [leads, registrations, taps] = await Promise.all([
    campaignsOf('leads'),
    campaignsOf('registrations'),
    db
      .select({ campaign: tapColumns.campaign })
      .from(tables.line_taps)
      .where(gte(tapColumns.day, bangkokDay(since))),
  ])
  const rows = new Map<string, EnquirySourceRow>()
  const add = (
    campaign: string | null | undefined,
    key: 'leads' | 'registrations' | 'lineTaps',
  ) => {
    const name = (campaign ?? '').trim() || noCampaign
    const row = rows.get(name) ?? { campaign: name, leads: 0, registrations: 0, lineTaps: 0 }
    row[key] += 1
    rows.set(name, row)
  }
  for (const lead of leads) add(lead.campaign as string | null, 'leads')
  for (const registration of registrations)
    add(registration.campaign as string | null, 'registrations')
  for (const tap of taps) add(tap.campaign as string | null, 'lineTaps')
  const all = [...rows.values()]
  const sum = (key: 'leads' | 'registrations' | 'lineTaps') =>
    all.reduce((total, row) => total + row[key], 0)
  return {
    rows: all
      .sort(
        (a, b) =>
          b.leads + b.registrations + b.lineTaps - (a.leads + a.registrations + a.lineTaps) ||
          a.campaign.localeCompare(b.campaign),
      )
      .slice(0, topRows),
    total: {
      campaign: '',
      leads: sum('leads'),
      registrations: sum('registrations'),
      lineTaps: sum('lineTaps'),
    },
  }
}
