import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'

import { orgTypeGroups } from '@/content/org-types'
import { env } from '@/lib/env'
import { type Channel, channelOf, channels } from '@/lib/leads/channel'
import { bangkokDay } from '@/lib/thai-date'

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
}

export type PeriodKey = 'today' | 'week' | 'month'
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
}

type Execute = (sql: string) => Promise<Record<string, unknown>[]>

function executorOf(payload: Payload): Execute {
  const adapter = payload.db as unknown as DrizzleAdapter
  return async (raw) => {
    const result = (await adapter.execute({ drizzle: adapter.drizzle, raw })) as {
      rows: Record<string, unknown>[]
    }
    return result.rows
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A timestamp we made ourselves, safe to write into the statement as a literal. */
function timestampLiteral(at: Date): string {
  const iso = at.toISOString()
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso)) throw new Error('bad timestamp')
  return `'${iso}'`
}

/** The dashboard's figures at `now` (a parameter, so tests can freeze the clock). */
export async function dashboardFigures(
  payload: Payload,
  now = new Date(),
): Promise<DashboardFigures> {
  const execute = executorOf(payload)
  const today = startOfBangkokDay(now)
  const chartStart = new Date(today.getTime() - (chartDays - 1) * dayMs)
  const notSpam = `(status IS NULL OR status <> 'spam')`

  const [recentRows, statusRows] = await Promise.all([
    execute(
      `SELECT created_at, status, utm_source, utm_medium, utm_campaign, referrer, landing_page,
              organization_type
         FROM leads
        WHERE created_at >= ${timestampLiteral(chartStart)} AND ${notSpam}`,
    ),
    execute(`SELECT status, COUNT(*) AS count FROM leads WHERE ${notSpam} GROUP BY status`),
  ])
  const leads: LeadRow[] = recentRows.map((row) => ({
    createdAt: new Date(row.created_at as string | Date),
    status: text(row.status) || 'new',
    utmSource: text(row.utm_source),
    utmMedium: text(row.utm_medium),
    utmCampaign: text(row.utm_campaign).trim(),
    referrer: text(row.referrer),
    landingPage: text(row.landing_page),
    organizationType: text(row.organization_type),
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
    return new URL(url, 'https://site.invalid').pathname
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
