import { and, gte, inArray, ne, sql, sum } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns, timestampMs } from '@/kernel/db/drizzle'
import { channelOf } from '@/features/leads/channel'
import { bangkokOffsetMs } from '@/kernel/text/thai-date'
import { bangkokDayOf, pageKeyOfAddress } from '@/features/insights/views/page-view.mjs'

import { spendByCampaign } from './spend'

/**
 * What each landing page, campaign or channel brought over the last 7, 30 or 90 days: visits (the
 * first page of a visit, counted without cookies: features/insights/views), the enquiries of each kind the
 * visits led to (forms, sign-ups, LINE taps; spam left out), how many of the forms and sign-ups
 * are qualified or customers now, and for a campaign the ad spend of the period and what an
 * enquiry, a qualified lead and a customer cost. Read straight from the tables: the views summed by
 * the database, the period's leads and registrations (a few columns each) grouped here, as the
 * dashboard's figures are (`npm run bench:dashboard`).
 */
export const funnelPeriods = [7, 30, 90] as const
export type FunnelPeriod = (typeof funnelPeriods)[number]
export const funnelGroupings = ['page', 'campaign', 'channel'] as const
export type FunnelBy = (typeof funnelGroupings)[number]

export type FunnelRow = {
  key: string
  visits: number
  pageViews: number
  leads: number
  registrations: number
  lineTaps: number
  enquiries: number
  qualified: number
  customers: number
  /** The campaign's ad spend in the period (THB), null when none was entered or not by campaign. */
  spend: number | null
}

export type FunnelFigures = { rows: FunnelRow[]; total: FunnelRow; since: string; until: string }

const dayMs = 86_400_000
const qualifiedStatuses = new Set(['qualified', 'customer'])

/** The first instant of the Bangkok day `days - 1` days before `now`'s: the period's start. */
export function periodStart(now: Date, days: number): Date {
  const shifted = now.getTime() + bangkokOffsetMs
  return new Date(shifted - (shifted % dayMs) - bangkokOffsetMs - (days - 1) * dayMs)
}

const emptyRow = (key: string): FunnelRow => ({
  key,
  visits: 0,
  pageViews: 0,
  leads: 0,
  registrations: 0,
  lineTaps: 0,
  enquiries: 0,
  qualified: 0,
  customers: 0,
  spend: null,
})

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A record's key under `by`, with the parsing of each landing address done once. */
function keyer(by: FunnelBy, ownHost: string) {
  const pages = new Map<string, string>()
  return (record: {
    landingPage: string
    utmCampaign: string
    utmSource: string
    utmMedium: string
    referrer: string
  }): string => {
    if (by === 'campaign') return record.utmCampaign.trim()
    if (by === 'channel') return channelOf(record, ownHost)
    let page = pages.get(record.landingPage)
    if (page === undefined) {
      page = pageKeyOfAddress(record.landingPage) ?? ''
      pages.set(record.landingPage, page)
    }
    return page
  }
}

export async function funnelFigures(
  payload: Payload,
  {
    days,
    by,
    ownHost,
    now = new Date(),
  }: { days: number; by: FunnelBy; ownHost: string; now?: Date },
): Promise<FunnelFigures> {
  const start = periodStart(now, days)
  const since = bangkokDayOf(start.getTime())
  const { db, tables } = await drizzleOf(payload)
  const views = tableColumns(tables.page_views, [
    'day',
    'page',
    'campaign',
    'channel',
    'entry',
    'views',
  ])
  const viewKey = by === 'page' ? views.page : by === 'campaign' ? views.campaign : views.channel
  const enquiryColumns = (table: 'leads' | 'registrations') =>
    tableColumns(tables[table], [
      'createdAt',
      'status',
      'landingPage',
      'utmCampaign',
      'utmSource',
      'utmMedium',
      'referrer',
    ])
  const enquiries = (table: 'leads' | 'registrations') => {
    const columns = enquiryColumns(table)
    return db
      .select({
        status: columns.status,
        landingPage: columns.landingPage,
        utmCampaign: columns.utmCampaign,
        utmSource: columns.utmSource,
        utmMedium: columns.utmMedium,
        referrer: columns.referrer,
      })
      .from(tables[table])
      .where(and(gte(columns.createdAt, start.toISOString()), ne(columns.status, 'spam')))
  }
  const taps = tableColumns(tables.line_taps, ['day', 'page', 'landingPage', 'campaign', 'channel'])
  const tapKey = by === 'page' ? taps.landingPage : by === 'campaign' ? taps.campaign : taps.channel
  const [viewRows, leadRows, registrationRows, tapRows, spend] = await Promise.all([
    db
      .select({
        key: viewKey,
        visits: sum(sql`case when ${views.entry} then ${views.views} else 0 end`),
        pageViews: sum(views.views),
      })
      .from(tables.page_views)
      .where(gte(views.day, since))
      .groupBy(viewKey),
    enquiries('leads'),
    enquiries('registrations'),
    db
      .select({ key: tapKey, page: taps.page, n: sql<number>`count(*)` })
      .from(tables.line_taps)
      .where(gte(taps.day, since))
      .groupBy(tapKey, taps.page),
    by === 'campaign' ? spendByCampaign(payload, start, now) : Promise.resolve(null),
  ])

  const rows = new Map<string, FunnelRow>()
  const row = (key: string) => {
    let found = rows.get(key)
    if (!found) rows.set(key, (found = emptyRow(key)))
    return found
  }
  for (const view of viewRows) {
    const target = row(text(view.key))
    target.visits += Number(view.visits ?? 0)
    target.pageViews += Number(view.pageViews ?? 0)
  }
  const keyOf = keyer(by, ownHost)
  const addEnquiries = (records: typeof leadRows, field: 'leads' | 'registrations') => {
    for (const record of records) {
      const target = row(
        keyOf({
          landingPage: text(record.landingPage),
          utmCampaign: text(record.utmCampaign),
          utmSource: text(record.utmSource),
          utmMedium: text(record.utmMedium),
          referrer: text(record.referrer),
        }),
      )
      target[field] += 1
      const status = text(record.status)
      if (qualifiedStatuses.has(status)) target.qualified += 1
      if (status === 'customer') target.customers += 1
    }
  }
  addEnquiries(leadRows, 'leads')
  addEnquiries(registrationRows, 'registrations')
  for (const tap of tapRows) {
    // A tap from before taps kept their visit's landing page counts under the page it was on.
    const key = text(tap.key) || (by === 'page' ? text(tap.page) : '')
    row(key).lineTaps += Number(tap.n)
  }
  for (const [campaign, baht] of spend ?? []) row(campaign).spend = baht

  const all = [...rows.values()]
  for (const entry of all) entry.enquiries = entry.leads + entry.registrations + entry.lineTaps
  const total = emptyRow('')
  for (const entry of all) {
    for (const field of [
      'visits',
      'pageViews',
      'leads',
      'registrations',
      'lineTaps',
      'enquiries',
      'qualified',
      'customers',
    ] as const) {
      total[field] += entry[field]
    }
    if (entry.spend !== null) total.spend = (total.spend ?? 0) + entry.spend
  }
  return { rows: all, total, since, until: bangkokDayOf(now.getTime()) }
}

/** Visits and enquiries per Bangkok day of the period, for one campaign or every one. */
export async function funnelDaily(
  payload: Payload,
  { days, campaign, now = new Date() }: { days: number; campaign?: string; now?: Date },
): Promise<{ day: string; visits: number; enquiries: number }[]> {
  const start = periodStart(now, days)
  const since = bangkokDayOf(start.getTime())
  const { db, tables } = await drizzleOf(payload)
  const views = tableColumns(tables.page_views, ['day', 'campaign', 'entry', 'views'])
  const taps = tableColumns(tables.line_taps, ['day', 'campaign'])
  const created = (table: 'leads' | 'registrations') => {
    const columns = tableColumns(tables[table], ['createdAt', 'status', 'utmCampaign'])
    return db
      .select({ createdAt: columns.createdAt })
      .from(tables[table])
      .where(
        and(
          gte(columns.createdAt, start.toISOString()),
          ne(columns.status, 'spam'),
          ...(campaign === undefined ? [] : [inArray(columns.utmCampaign, [campaign])]),
        ),
      )
  }
  const [viewRows, leadRows, registrationRows, tapRows] = await Promise.all([
    db
      .select({
        day: views.day,
        visits: sum(sql`case when ${views.entry} then ${views.views} else 0 end`),
      })
      .from(tables.page_views)
      .where(
        and(
          gte(views.day, since),
          ...(campaign === undefined ? [] : [inArray(views.campaign, [campaign])]),
        ),
      )
      .groupBy(views.day),
    created('leads'),
    created('registrations'),
    db
      .select({ day: taps.day, n: sql<number>`count(*)` })
      .from(tables.line_taps)
      .where(
        and(
          gte(taps.day, since),
          ...(campaign === undefined ? [] : [inArray(taps.campaign, [campaign])]),
        ),
      )
      .groupBy(taps.day),
  ])
  const daysOf = new Map<string, { day: string; visits: number; enquiries: number }>()
  for (let at = start.getTime(); at <= now.getTime(); at += dayMs) {
    const day = bangkokDayOf(at)
    daysOf.set(day, { day, visits: 0, enquiries: 0 })
  }
  for (const view of viewRows) {
    const entry = daysOf.get(text(view.day))
    if (entry) entry.visits += Number(view.visits ?? 0)
  }
  for (const record of [...leadRows, ...registrationRows]) {
    const entry = daysOf.get(bangkokDayOf(timestampMs(record.createdAt) ?? 0))
    if (entry) entry.enquiries += 1
  }
  for (const tap of tapRows) {
    const entry = daysOf.get(text(tap.day))
    if (entry) entry.enquiries += Number(tap.n)
  }
  return [...daysOf.values()]
}

/** The campaigns seen in the period, for the chart's choice. */
export async function funnelCampaigns(payload: Payload, days: number, now = new Date()) {
  const since = bangkokDayOf(periodStart(now, days).getTime())
  const { db, tables } = await drizzleOf(payload)
  const views = tableColumns(tables.page_views, ['day', 'campaign', 'views'])
  const rows = await db
    .select({ campaign: views.campaign, n: sum(views.views) })
    .from(tables.page_views)
    .where(and(gte(views.day, since), ne(views.campaign, '')))
    .groupBy(views.campaign)
  return rows
    .sort((a, b) => Number(b.n) - Number(a.n))
    .map((entry) => text(entry.campaign))
    .filter(Boolean)
    .slice(0, 50)
}
