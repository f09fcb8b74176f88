import type { Payload } from 'payload'

import { type Channel, channelOf, channels } from '@/kernel/attribution/channel'
import { orgTypeGroups } from '@/kernel/content/org-types'
import { env } from '@/kernel/env'
import { bangkokDay } from '@/kernel/text/thai-date'

import { closedStatuses } from '@/features/sales'

import { callLists, leadsForFigures, type CallList, type LeadRow } from './repository'

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

/** The dashboard's figures at `now` (a parameter, so tests can freeze the clock). */
export async function dashboardFigures(
  payload: Payload,
  now = new Date(),
): Promise<DashboardFigures> {
  const today = startOfBangkokDay(now)
  const chartStart = new Date(today.getTime() - (chartDays - 1) * dayMs)
  const { recent: leads, byStatus } = await leadsForFigures(payload, chartStart)

  return {
    periods: periodCounts(leads, today, now),
    daily: dailyByChannel(leads, chartStart),
    ...lastThirtyDays(
      leads.filter(({ createdAt }) => createdAt.getTime() >= today.getTime() - 29 * dayMs),
    ),
    pipeline: byStatus.sort((a, b) => b.count - a.count),
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

export type { CallList }

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
  return callLists(payload, {
    late: oneWorkingDayBefore(now),
    now,
    closedStatuses,
    length: callListLength,
  })
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
