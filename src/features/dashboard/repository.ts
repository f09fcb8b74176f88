// Every statement the dashboard runs, straight on the tables: its figures read a few columns of
// thousands of rows, where the Local API would run every field's read hooks over each of them
// (`npm run bench:dashboard`). Each function returns plain values; the grouping is the callers'.
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

import { drizzleOf, tableColumns, timestampMs } from '@/kernel/db/drizzle'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const instant = (value: unknown) => new Date(timestampMs(value) ?? 0)

/** The leads table and the columns the dashboard reads, by field name. */
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

/** A lead as the figures count it. */
export type LeadRow = {
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

/**
 * The leads that arrived from `since` on, but spam, with the columns the figures need; and every
 * lead but spam counted by its status (grouped by the database): two statements in all.
 */
export async function leadsForFigures(
  payload: Payload,
  since: Date,
): Promise<{ recent: LeadRow[]; byStatus: { status: string; count: number }[] }> {
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
      .where(and(gte(columns.createdAt, since.toISOString()), notSpam)),
    db
      .select({ status: columns.status, count: count() })
      .from(tables.leads)
      .where(notSpam)
      .groupBy(columns.status),
  ])
  return {
    recent: recentRows.map((row) => ({
      createdAt: instant(row.createdAt),
      status: text(row.status) || 'new',
      utmSource: text(row.utmSource),
      utmMedium: text(row.utmMedium),
      utmCampaign: text(row.utmCampaign).trim(),
      referrer: text(row.referrer),
      landingPage: text(row.landingPage),
      organizationType: text(row.organizationType),
      firstContactedAt: row.firstContactedAt ? instant(row.firstContactedAt) : null,
    })),
    byStatus: statusRows.map((row) => ({
      status: text(row.status) || 'new',
      count: Number(row.count),
    })),
  }
}

/** A lead someone should act on now, with what the list links to and shows. */
export type LeadToCall = { id: number | string; fullname: string; phone: string; since: string }
export type CallList = { count: number; leads: LeadToCall[] }

/**
 * The three lists of leads to call, the oldest `length` of each and how many there are: new
 * since `late` (waiting for their first call), new before it (not contacted in time), and open
 * leads (not in `closedStatuses`) whose follow-up date is before `now`.
 */
export async function callLists(
  payload: Payload,
  options: { late: Date; now: Date; closedStatuses: readonly string[]; length: number },
): Promise<{ fresh: CallList; uncontacted: CallList; overdue: CallList }> {
  const { db, tables, columns } = await leadTable(payload)
  const late = options.late.toISOString()
  const fresh = and(eq(columns.status, 'new'), gte(columns.createdAt, late))
  const uncontacted = and(eq(columns.status, 'new'), lt(columns.createdAt, late))
  const overdue = and(
    lt(columns.nextFollowUpAt, options.now.toISOString()),
    notInArray(columns.status, [...options.closedStatuses]),
  )
  const listOf = (where: typeof uncontacted, since: typeof columns.createdAt) =>
    db
      .select({ id: columns.id, fullname: columns.fullname, phone: columns.phone, since })
      .from(tables.leads)
      .where(where)
      .orderBy(asc(since))
      .limit(options.length)
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
      since: instant(row.since).toISOString(),
    })),
  })
  return {
    fresh: list(freshRows, freshCount),
    uncontacted: list(uncontactedRows, uncontactedCount),
    overdue: list(overdueRows, overdueCount),
  }
}

/** A lead's or registration's arrival and first contact, in milliseconds. */
export type Arrival = {
  createdAt: number
  firstContactedAt: number | null
  responseDueAt: number | null
  assignee?: unknown
}

/** The leads and registrations that arrived from `since` on, but spam: when, and who has them. */
export async function arrivalsSince(payload: Payload, since: Date): Promise<Arrival[]> {
  const { db, tables } = await drizzleOf(payload)
  const read = async (table: 'leads' | 'registrations') => {
    const columns = tableColumns(tables[table], [
      'createdAt',
      'firstContactedAt',
      'responseDueAt',
      'assignee',
      'status',
    ])
    return db
      .select({
        createdAt: columns.createdAt,
        firstContactedAt: columns.firstContactedAt,
        responseDueAt: columns.responseDueAt,
        assignee: columns.assignee,
      })
      .from(tables[table])
      .where(and(gte(columns.createdAt, since.toISOString()), ne(columns.status, 'spam')))
  }
  const [leads, registrations] = await Promise.all([read('leads'), read('registrations')])
  return [...leads, ...registrations].map((row) => ({
    createdAt: timestampMs(row.createdAt) ?? 0,
    firstContactedAt: timestampMs(row.firstContactedAt),
    responseDueAt: timestampMs(row.responseDueAt),
    assignee: row.assignee,
  }))
}

/**
 * The campaign (utm_campaign, as stored) of each lead and registration created from `since` on,
 * spam left out, and of each LINE tap from the Bangkok day `sinceDay` on.
 */
export async function enquiryCampaigns(
  payload: Payload,
  since: Date,
  sinceDay: string,
): Promise<{ leads: unknown[]; registrations: unknown[]; lineTaps: unknown[] }> {
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
      .where(gte(tapColumns.day, sinceDay)),
  ])
  const campaigns = (rows: { campaign: unknown }[]) => rows.map((row) => row.campaign)
  return {
    leads: campaigns(leads),
    registrations: campaigns(registrations),
    lineTaps: campaigns(taps),
  }
}
