// Every statement marketing's results run straight on the tables: the funnel's sums, grouped by
// the database where they can be, the period's enquiries (a few columns each) for the callers to
// group, and the page views' counts, added to in one statement per row.
import { and, gte, inArray, ne, sql, sum } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, tableColumns, timestampMs, type TransactionHolder } from '@/kernel/db/drizzle'

import type { ViewRow } from './views/store'

/** What the funnel groups its rows by. */
export type FunnelKey = 'page' | 'campaign' | 'channel'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Visits (a visit's first page) and page views from the Bangkok day `since` on, by `by`. */
export async function viewTotals(
  payload: Payload,
  since: string,
  by: FunnelKey,
): Promise<{ key: string; visits: number; pageViews: number }[]> {
  const { db, tables } = await drizzleOf(payload)
  const views = tableColumns(tables.page_views, [
    'day',
    'page',
    'campaign',
    'channel',
    'entry',
    'views',
  ])
  const key = by === 'page' ? views.page : by === 'campaign' ? views.campaign : views.channel
  const rows = await db
    .select({
      key,
      visits: sum(sql`case when ${views.entry} then ${views.views} else 0 end`),
      pageViews: sum(views.views),
    })
    .from(tables.page_views)
    .where(gte(views.day, since))
    .groupBy(key)
  return rows.map((row) => ({
    key: text(row.key),
    visits: Number(row.visits ?? 0),
    pageViews: Number(row.pageViews ?? 0),
  }))
}

/** A lead or registration as the funnel keys it. */
export type EnquiryRow = {
  status: string
  landingPage: string
  utmCampaign: string
  utmSource: string
  utmMedium: string
  referrer: string
}

/** The leads or registrations created from `start` on, spam left out. */
export async function enquiriesSince(
  payload: Payload,
  table: 'leads' | 'registrations',
  start: Date,
): Promise<EnquiryRow[]> {
  const { db, tables } = await drizzleOf(payload)
  const columns = tableColumns(tables[table], [
    'createdAt',
    'status',
    'landingPage',
    'utmCampaign',
    'utmSource',
    'utmMedium',
    'referrer',
  ])
  const rows = await db
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
  return rows.map((row) => ({
    status: text(row.status),
    landingPage: text(row.landingPage),
    utmCampaign: text(row.utmCampaign),
    utmSource: text(row.utmSource),
    utmMedium: text(row.utmMedium),
    referrer: text(row.referrer),
  }))
}

/**
 * LINE taps from the Bangkok day `since` on, counted by `by` and the page they were on (the key
 * of a tap from before taps kept their visit's landing page is empty).
 */
export async function tapCounts(
  payload: Payload,
  since: string,
  by: FunnelKey,
): Promise<{ key: string; page: string; n: number }[]> {
  const { db, tables } = await drizzleOf(payload)
  const taps = tableColumns(tables.line_taps, ['day', 'page', 'landingPage', 'campaign', 'channel'])
  const key = by === 'page' ? taps.landingPage : by === 'campaign' ? taps.campaign : taps.channel
  const rows = await db
    .select({ key, page: taps.page, n: sql<number>`count(*)` })
    .from(tables.line_taps)
    .where(gte(taps.day, since))
    .groupBy(key, taps.page)
  return rows.map((row) => ({ key: text(row.key), page: text(row.page), n: Number(row.n) }))
}

/**
 * Per Bangkok day from `since` on (and from the instant `start` for forms and sign-ups), for one
 * campaign or every one: the visits, the creation instant of each lead and registration (spam
 * left out), and the LINE taps.
 */
export async function dailyActivity(
  payload: Payload,
  { since, start, campaign }: { since: string; start: Date; campaign?: string },
): Promise<{
  visits: { day: string; visits: number }[]
  enquiriesCreated: number[]
  taps: { day: string; n: number }[]
}> {
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
  return {
    visits: viewRows.map((row) => ({ day: text(row.day), visits: Number(row.visits ?? 0) })),
    enquiriesCreated: [...leadRows, ...registrationRows].map(
      (row) => timestampMs(row.createdAt) ?? 0,
    ),
    taps: tapRows.map((row) => ({ day: text(row.day), n: Number(row.n) })),
  }
}

/** The campaigns with page views from the Bangkok day `since` on, and how many each had. */
export async function campaignViews(
  payload: Payload,
  since: string,
): Promise<{ campaign: string; views: number }[]> {
  const { db, tables } = await drizzleOf(payload)
  const views = tableColumns(tables.page_views, ['day', 'campaign', 'views'])
  const rows = await db
    .select({ campaign: views.campaign, n: sum(views.views) })
    .from(tables.page_views)
    .where(and(gte(views.day, since), ne(views.campaign, '')))
    .groupBy(views.campaign)
  return rows.map((row) => ({ campaign: text(row.campaign), views: Number(row.n) }))
}

/** The campaigns marketing set up (entered ad spend for). */
export async function plannedCampaigns(
  payload: Payload,
  req: TransactionHolder,
): Promise<Set<string>> {
  const { db, tables } = await drizzleOf(payload, req)
  const spend = tableColumns(tables.ad_spend, ['campaign'])
  const rows: { campaign: unknown }[] = await db
    .select({ campaign: spend.campaign })
    .from(tables.ad_spend)
    .groupBy(spend.campaign)
  return new Set(rows.map((row) => String(row.campaign ?? '')))
}

/** Each (day, campaign) the page views of `days` already have a row for. */
export async function storedViewCampaigns(
  payload: Payload,
  req: TransactionHolder,
  days: string[],
): Promise<{ day: string; campaign: string | null }[]> {
  const { db, tables } = await drizzleOf(payload, req)
  const table = tables.page_views
  return db
    .select({ day: table.day, campaign: table.campaign })
    .from(table)
    .where(inArray(table.day, days))
    .groupBy(table.day, table.campaign)
}

/**
 * Adds each row's views to its stored count, creating the row if it has none: one statement per
 * row, in the order given, so batches from several instances at once never overwrite each other.
 */
export async function addViewCounts(
  payload: Payload,
  req: TransactionHolder,
  rows: { row: ViewRow; key: string }[],
): Promise<void> {
  const { db, tables } = await drizzleOf(payload, req)
  const table = tables.page_views
  const now = new Date().toISOString()
  for (const { row, key } of rows) {
    await db
      .insert(table)
      .values({ ...row, key, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: table.key,
        set: { views: sql`${table.views} + ${row.views}`, updatedAt: now },
      })
  }
}
