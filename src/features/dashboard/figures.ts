import {
  and,
  asc,
  count,
  eq,
  gte,
  isNull,
  lt,
  ne,
  notInArray,
  or,
} from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { closedStatuses } from '@/features/sales/content/admin'
import { orgTypeGroups } from '@/features/leads/content/org-types'
import { drizzleOf, tableColumns, timestampMs } from '@/kernel/db/drizzle'
import { env } from '@/kernel/env'
import { type Channel, channelOf, channels } from '@/features/leads/channel'
import { bangkokDay } from '@/kernel/text/thai-date'

/**
 * The figures of the team's dashboard, read with two statements whatever the number of leads:
 * the last 90 days of leads (only the columns the figures need), grouped here, and the count of
 * every lead per status, grouped by the database. Spam is never counted.
 */
export type DashboardFigures = {
  /** New leads in each period against the period of the same length just before it. */
  periods: { key: PeriodKey; current: number; previous: number }[]
  /** Leads per Bangkok day over the last 90 days (oldest first), by channel. */
  daily: { date: string; byChannel: Record<Channel, number>; total: number }[]
  /** The last 30 days' campaigns (utm_campaign) and landing pages, most leads first. */
  campaigns: SourceRow[]
  landingPages: SourceRow[]
  /** The last 30 days' leads by organisation-type group, most first. */
  orgGroups: { group: string; leads: number }[]
  /** Every lead that is not spam, by its status now. */
  pipeline: { status: string; count: number }[]
  /** The median time from arrival to first contact of the last 90 days' contacted leads. */
  medianHoursToFirstContact: number | null
}

type PeriodKey = 'today' | 'week' | 'month'
/** `advanced`: how many of them are qualified or customers now. */
export type SourceRow = { name: string; leads: number; advanced: number }

const dayMs = 24 * 60 * 60 * 1000
/** Thailand keeps UTC+7 all year (no daylight saving time). */
const bangkokOffsetMs = 7 * 60 * 60 * 1000
const chartDays = 90
const topRows = 10
const advancedStatuses = new Set(['qualified', 'customer'])

/** The instant the Bangkok day of `at` began. */
function startOfBangkokDay(at: Date): Date {
  const shifted = at.getTime() + bangkokOffsetMs
  return new Date(shifted - (shifted % dayMs) - bangkokOffsetMs)
}

type LeadRow = {
  createdAt: Date
  status: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  referrer: string
  landingPage: string
  organizationType: string
  firstContactedAt: Date | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The leads table and the columns the figures read, by field name. */
async function leadTable(payload: Payload) {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables.leads, [
    'createdAt',
    'status',
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'referrer',
    'landingPage',
    'organizationType',
    'firstContactedAt',
    'nextFollowUpAt',
    'fullname',
    'phone',
  ])
  return { db, tables, columns }
}

/** The dashboard's figures at `now` (a parameter, so tests can freeze the clock). */
export async function dashboardFigures(
  payload: Payload,
  now = new Date(),
): Promise<DashboardFigures> {
  const today = startOfBangkokDay(now)
  const chartStart = new Date(today.getTime() - (chartDays - 1) * dayMs)
  const { db, tables, columns } = await leadTable(payload)
  const notSpam = or(isNull(columns.status), ne(columns.status, 'spam'))

  const [recentRows, statusRows] = await Promise.all([
    db
      .select({
        createdAt: columns.createdAt,
        status: columns.status,
        utmSource: columns.utmSource,
        utmMedium: columns.utmMedium,
        utmCampaign: columns.utmCampaign,
        referrer: columns.referrer,
        landingPage: columns.landingPage,
        organizationType: columns.organizationType,
        firstContactedAt: columns.firstContactedAt,
      })
      .from(tables.leads)
      .where(and(gte(columns.createdAt, chartStart.toISOString()), notSpam)),
    db
      .select({ status: columns.status, count: count() })
      .from(tables.leads)
      .where(notSpam)
      .groupBy(columns.status),
  ])
  const leads: LeadRow[] = recentRows.map((row) => ({
    createdAt: new Date(timestampMs(row.createdAt) ?? 0),
    status: text(row.status) || 'new',
    utmSource: text(row.utmSource),
    utmMedium: text(row.utmMedium),
    utmCampaign: text(row.utmCampaign).trim(),
    referrer: text(row.referrer),
    landingPage: text(row.landingPage),
    organizationType: text(row.organizationType),
    firstContactedAt: row.firstContactedAt
      ? new Date(timestampMs(row.firstContactedAt) ?? 0)
      : null,
  }))

  return {
    periods: periodCounts(leads, today, now),
    daily: dailyByChannel(leads, chartStart),
    ...lastThirtyDays(
      leads.filter(({ createdAt }) => createdAt.getTime() >= today.getTime() - 29 * dayMs),
    ),
    pipeline: statusRows
      .map((row) => ({ status: text(row.status) || 'new', count: Number(row.count) }))
      .sort((a, b) => b.count - a.count),
    medianHoursToFirstContact: medianHoursToFirstContact(leads),
  }
}

function medianHoursToFirstContact(leads: LeadRow[]): number | null {
  const hours = leads
    .filter((lead) => lead.firstContactedAt)
    .map((lead) => (lead.firstContactedAt!.getTime() - lead.createdAt.getTime()) / 3_600_000)
    .sort((a, b) => a - b)
  if (hours.length === 0) return null
  const middle = Math.floor(hours.length / 2)
  const median = hours.length % 2 ? hours[middle] : (hours[middle - 1] + hours[middle]) / 2
  return Math.round(median * 10) / 10
}

/** A lead someone should act on now, with what the list links to and shows. */
type LeadToCall = { id: number | string; fullname: string; phone: string; since: string }
export type CallList = { count: number; leads: LeadToCall[] }

const callListLength = 10

/**
 * The instant one working day (Monday to Friday, Bangkok time) before `now`: a lead that arrived
 * before it and is still "new" has waited longer than the team promises. Public holidays are not
 * known here and count as working days.
 */
export function oneWorkingDayBefore(now: Date): Date {
  let at = new Date(now.getTime() - dayMs)
  const weekday = (date: Date) => new Date(date.getTime() + bangkokOffsetMs).getUTCDay()
  while (weekday(at) === 0 || weekday(at) === 6) at = new Date(at.getTime() - dayMs)
  return at
}

/**
 * "Needs a call": new leads waiting for their first call (within the working day the team
 * promises), those not contacted within it, and follow-ups whose date has passed on leads still
 * open, oldest first. Names and phone numbers included, so only for staff who call leads.
 */
export async function leadsToCall(
  payload: Payload,
  now = new Date(),
): Promise<{ fresh: CallList; uncontacted: CallList; overdue: CallList }> {
  const { db, tables, columns } = await leadTable(payload)
  const late = oneWorkingDayBefore(now).toISOString()
  // New today: not yet late, waiting for their first call.
  const fresh = and(eq(columns.status, 'new'), gte(columns.createdAt, late))
  const uncontacted = and(eq(columns.status, 'new'), lt(columns.createdAt, late))
  const overdue = and(
    lt(columns.nextFollowUpAt, now.toISOString()),
    notInArray(columns.status, [...closedStatuses]),
  )
  const listOf = (where: typeof uncontacted, since: typeof columns.createdAt) =>
    db
      .select({ id: columns.id, fullname: columns.fullname, phone: columns.phone, since })
      .from(tables.leads)
      .where(where)
      .orderBy(asc(since))
      .limit(callListLength)
  const countOf = (where: typeof uncontacted) =>
    db.select({ count: count() }).from(tables.leads).where(where)
  const [freshRows, freshCount, uncontactedRows, uncontactedCount, overdueRows, overdueCount] =
    await Promise.all([
      listOf(fresh, columns.createdAt),
      countOf(fresh),
      listOf(uncontacted, columns.createdAt),
      countOf(uncontacted),
      listOf(overdue, columns.nextFollowUpAt),
      countOf(overdue),
    ])
  const list = (
    rows: { id: unknown; fullname: unknown; phone: unknown; since: unknown }[],
    counted: { count: number }[],
  ): CallList => ({
    count: Number(counted[0]?.count ?? 0),
    leads: rows.map((row) => ({
      id: row.id as number | string,
      fullname: text(row.fullname),
      phone: text(row.phone),
      since: new Date(timestampMs(row.since) ?? 0).toISOString(),
    })),
  })
  return {
    fresh: list(freshRows, freshCount),
    uncontacted: list(uncontactedRows, uncontactedCount),
    overdue: list(overdueRows, overdueCount),
  }
}

function periodCounts(leads: LeadRow[], today: Date, now: Date): DashboardFigures['periods'] {
  const periods: [PeriodKey, number][] = [
    ['today', 1],
    ['week', 7],
    ['month', 30],
  ]
  return periods.map(([key, days]) => {
    // Today and the days before it; the previous period is as many days just before.
    const start = today.getTime() - (days - 1) * dayMs
    const previousStart = start - days * dayMs
    let current = 0
    let previous = 0
    for (const { createdAt } of leads) {
      const at = createdAt.getTime()
      if (at >= start && at <= now.getTime()) current += 1
      else if (at >= previousStart && at < start) previous += 1
    }
    return { key, current, previous }
  })
}

function dailyByChannel(leads: LeadRow[], chartStart: Date): DashboardFigures['daily'] {
  const days = new Map<string, DashboardFigures['daily'][number]>()
  for (let i = 0; i < chartDays; i += 1) {
    const date = bangkokDay(new Date(chartStart.getTime() + i * dayMs))
    const byChannel = Object.fromEntries(channels.map((channel) => [channel, 0]))
    days.set(date, { date, byChannel: byChannel as Record<Channel, number>, total: 0 })
  }
  const ownHost = new URL(env.SITE_URL).hostname
  for (const lead of leads) {
    const day = days.get(bangkokDay(lead.createdAt))
    if (!day) continue
    day.byChannel[channelOf(lead, ownHost)] += 1
    day.total += 1
  }
  return [...days.values()]
}

function landingPath(url: string): string {
  if (!url) return ''
  try {
    // A campaign page with a Thai name reads as Thai, not as percent-escapes.
    return decodeURIComponent(new URL(url, 'https://site.invalid').pathname)
  } catch {
    return ''
  }
}

function topBy(leads: LeadRow[], keyOf: (lead: LeadRow) => string): SourceRow[] {
  const rows = new Map<string, SourceRow>()
  for (const lead of leads) {
    const name = keyOf(lead)
    if (!name) continue
    const row = rows.get(name) ?? { name, leads: 0, advanced: 0 }
    row.leads += 1
    if (advancedStatuses.has(lead.status)) row.advanced += 1
    rows.set(name, row)
  }
  return [...rows.values()]
    .sort((a, b) => b.leads - a.leads || b.advanced - a.advanced || a.name.localeCompare(b.name))
    .slice(0, topRows)
}

const groupOfType = new Map(
  orgTypeGroups.flatMap(({ label, options }) => options.map((option) => [option, label])),
)

function lastThirtyDays(leads: LeadRow[]) {
  const groups = new Map<string, number>()
  for (const { organizationType } of leads) {
    const group = groupOfType.get(organizationType) ?? 'อื่น ๆ'
    groups.set(group, (groups.get(group) ?? 0) + 1)
  }
  return {
    campaigns: topBy(leads, (lead) => lead.utmCampaign),
    landingPages: topBy(leads, (lead) => landingPath(lead.landingPage)),
    orgGroups: [...groups.entries()]
      .map(([group, count]) => ({ group, leads: count }))
      .sort((a, b) => b.leads - a.leads),
  }
}
