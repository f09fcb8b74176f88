import type { Payload } from 'payload'

import { channelOf } from '@/kernel/attribution/channel'
import { bangkokOffsetMs } from '@/kernel/text/thai-date'

import { campaignViews, dailyActivity, enquiriesSince, tapCounts, viewTotals } from './repository'
import { spendByCampaign } from './spend'
import { bangkokDayOf, pageKeyOfAddress } from './views/page-view.mjs'

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
  const [viewRows, leadRows, registrationRows, tapRows, spend] = await Promise.all([
    viewTotals(payload, since, by),
    enquiriesSince(payload, 'leads', start),
    enquiriesSince(payload, 'registrations', start),
    tapCounts(payload, since, by),
    by === 'campaign' ? spendByCampaign(payload, start, now) : Promise.resolve(null),
  ])

  const rows = new Map<string, FunnelRow>()
  const row = (key: string) => {
    let found = rows.get(key)
    if (!found) rows.set(key, (found = emptyRow(key)))
    return found
  }
  for (const view of viewRows) {
    const target = row(view.key)
    target.visits += view.visits
    target.pageViews += view.pageViews
  }
  const keyOf = keyer(by, ownHost)
  const addEnquiries = (records: typeof leadRows, field: 'leads' | 'registrations') => {
    for (const record of records) {
      const target = row(keyOf(record))
      target[field] += 1
      const { status } = record
      if (qualifiedStatuses.has(status)) target.qualified += 1
      if (status === 'customer') target.customers += 1
    }
  }
  addEnquiries(leadRows, 'leads')
  addEnquiries(registrationRows, 'registrations')
  for (const tap of tapRows) {
    // A tap from before taps kept their visit's landing page counts under the page it was on.
    const key = tap.key || (by === 'page' ? tap.page : '')
    row(key).lineTaps += tap.n
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
  const activity = await dailyActivity(payload, { since, start, campaign })
  const daysOf = new Map<string, { day: string; visits: number; enquiries: number }>()
  for (let at = start.getTime(); at <= now.getTime(); at += dayMs) {
    const day = bangkokDayOf(at)
    daysOf.set(day, { day, visits: 0, enquiries: 0 })
  }
  for (const view of activity.visits) {
    const entry = daysOf.get(view.day)
    if (entry) entry.visits += view.visits
  }
  for (const createdAt of activity.enquiriesCreated) {
    const entry = daysOf.get(bangkokDayOf(createdAt))
    if (entry) entry.enquiries += 1
  }
  for (const tap of activity.taps) {
    const entry = daysOf.get(tap.day)
    if (entry) entry.enquiries += tap.n
  }
  return [...daysOf.values()]
}

/** The campaigns seen in the period, for the chart's choice. */
export async function funnelCampaigns(payload: Payload, days: number, now = new Date()) {
  const since = bangkokDayOf(periodStart(now, days).getTime())
  return (await campaignViews(payload, since))
    .sort((a, b) => b.views - a.views)
    .map((entry) => entry.campaign)
    .filter(Boolean)
    .slice(0, 50)
}
