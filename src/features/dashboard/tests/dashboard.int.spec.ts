// The dashboard's figures, on a database whose leads were made at known times: each figure checked
// against counts made here, with the clock frozen at noon in Bangkok.
import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../../../../tests/helpers/payload'
import {
  dashboardFigures,
  leadsToCall,
  oneWorkingDayBefore,
  type DashboardFigures,
} from '../figures'

let payload: Payload
let figures: DashboardFigures

// 12:00 in Bangkok (UTC+7) on 22 November 2026.
const now = new Date('2026-11-22T05:00:00.000Z')
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000)

type Seed = {
  at: Date
  status?: 'new' | 'contacted' | 'qualified' | 'customer' | 'lost' | 'spam'
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  referrer?: string
  landingPage?: string
  organizationType?: string
  /** Hours after arriving that the lead was first contacted. */
  contactedAfterHours?: number
  nextFollowUpAt?: Date
}

const seeds: Seed[] = [
  // Today in Bangkok (01:00 local), from a Facebook ad, already qualified.
  {
    at: hoursAgo(11),
    status: 'qualified',
    contactedAfterHours: 2,
    utmSource: 'facebook',
    utmMedium: 'cpc',
    utmCampaign: 'nov-promo',
    landingPage: 'https://clinicplus.example/?utm_source=facebook',
  },
  // 23:30 yesterday in Bangkok: yesterday, though the same UTC date as the one above.
  { at: hoursAgo(12.5), landingPage: 'https://clinicplus.example/pdpa' },
  // Five days ago, from Google search; a customer now.
  {
    at: hoursAgo(5 * 24),
    status: 'customer',
    contactedAfterHours: 6,
    nextFollowUpAt: hoursAgo(2),
    referrer: 'https://www.google.co.th/',
    landingPage: 'https://clinicplus.example/articles',
    organizationType: 'คลินิกเวชกรรมทั่วไป',
  },
  // Ten days ago, from the LINE official account, same campaign.
  {
    at: hoursAgo(10 * 24),
    status: 'contacted',
    contactedAfterHours: 30,
    nextFollowUpAt: hoursAgo(20),
    utmSource: 'line_oa',
    utmCampaign: 'nov-promo',
    landingPage: 'https://clinicplus.example/?utm_source=line_oa',
  },
  // Forty days ago: the month before.
  { at: hoursAgo(40 * 24) },
  // A hundred days ago: before the chart, still in the pipeline.
  { at: hoursAgo(100 * 24) },
  // Spam, today: counted nowhere.
  { at: hoursAgo(1), status: 'spam', utmCampaign: 'nov-promo' },
]

beforeAll(async () => {
  payload = await getTestPayload()
  const adapter = payload.db as unknown as DrizzleAdapter
  for (const [index, seed] of seeds.entries()) {
    const { id } = await payload.create({
      collection: 'leads',
      data: {
        fullname: `ผู้สนใจ ${index}`,
        phone: '081-234-5678',
        email: `dashboard-${index}@clinic.example`,
        organizationType: seed.organizationType ?? 'คลินิกความงาม',
        status: seed.status ?? 'new',
        utmSource: seed.utmSource,
        utmMedium: seed.utmMedium,
        utmCampaign: seed.utmCampaign,
        referrer: seed.referrer,
        landingPage: seed.landingPage,
      },
      overrideAccess: true,
    })
    // The arrival, contact and follow-up times, as the database keeps them.
    const iso = (at: Date | undefined) => (at ? `'${at.toISOString()}'` : 'NULL')
    const contacted =
      seed.contactedAfterHours === undefined
        ? undefined
        : new Date(seed.at.getTime() + seed.contactedAfterHours * 3_600_000)
    await adapter.execute({
      drizzle: adapter.drizzle,
      raw: `UPDATE leads SET created_at = ${iso(seed.at)}, first_contacted_at = ${iso(contacted)},
              next_follow_up_at = ${iso(seed.nextFollowUpAt)} WHERE id = ${Number(id)}`,
    })
  }
  figures = await dashboardFigures(payload, now)
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the dashboard figures', () => {
  it('counts new leads today, in 7 and in 30 days, each against the period before', () => {
    expect(figures.periods).toEqual([
      { key: 'today', current: 1, previous: 1 },
      { key: 'week', current: 3, previous: 1 },
      { key: 'month', current: 4, previous: 1 },
    ])
  })

  it('gives 90 Bangkok days of leads by channel, ending today', () => {
    expect(figures.daily).toHaveLength(90)
    expect(figures.daily.at(-1)?.date).toBe('2026-11-22')
    expect(figures.daily[0].date).toBe('2026-08-25')
    const on = (date: string) => figures.daily.find((day) => day.date === date)
    expect(on('2026-11-22')).toMatchObject({ total: 1, byChannel: { paid: 1 } })
    expect(on('2026-11-21')).toMatchObject({ total: 1, byChannel: { direct: 1 } })
    expect(on('2026-11-17')).toMatchObject({ total: 1, byChannel: { search: 1 } })
    expect(on('2026-11-12')).toMatchObject({ total: 1, byChannel: { line: 1 } })
    expect(on('2026-10-13')).toMatchObject({ total: 1, byChannel: { direct: 1 } })
    expect(figures.daily.reduce((sum, day) => sum + day.total, 0)).toBe(5)
  })

  it('ranks the last 30 days campaigns and landing pages, with how many went further', () => {
    expect(figures.campaigns).toEqual([{ name: 'nov-promo', leads: 2, advanced: 1 }])
    expect(figures.landingPages).toEqual([
      { name: '/', leads: 2, advanced: 1 },
      { name: '/articles', leads: 1, advanced: 1 },
      { name: '/pdpa', leads: 1, advanced: 0 },
    ])
  })

  it('groups the last 30 days by organisation type, and counts the pipeline without spam', () => {
    expect(figures.orgGroups).toEqual([
      { group: 'ความงามและศัลยกรรม', leads: 3 },
      { group: 'คลินิกเวชกรรม', leads: 1 },
    ])
    expect(Object.fromEntries(figures.pipeline.map((row) => [row.status, row.count]))).toEqual({
      new: 3,
      contacted: 1,
      qualified: 1,
      customer: 1,
    })
  })

  it('gives the median time from arrival to first contact', () => {
    // 2, 6 and 30 hours.
    expect(figures.medianHoursToFirstContact).toBe(6)
  })
})

describe('the leads to call', () => {
  it('counts one working day back over the weekend', () => {
    // Sunday noon in Bangkok: one working day back is Friday noon.
    expect(oneWorkingDayBefore(now).toISOString()).toBe('2026-11-20T05:00:00.000Z')
    // Tuesday 09:00 in Bangkok: Monday 09:00.
    expect(oneWorkingDayBefore(new Date('2026-11-24T02:00:00.000Z')).toISOString()).toBe(
      '2026-11-23T02:00:00.000Z',
    )
  })

  it('lists new leads to call first, with their numbers, and overdue follow-ups on open leads', async () => {
    const { fresh, uncontacted, overdue } = await leadsToCall(payload, now)
    // Yesterday's new lead is within the working day: first in line, with the number to dial.
    expect(fresh).toEqual({
      count: 1,
      leads: [
        {
          id: expect.anything(),
          fullname: 'ผู้สนใจ 1',
          phone: '0812345678',
          since: hoursAgo(12.5).toISOString(),
        },
      ],
    })
    // The leads of 100 and 40 days ago, oldest first; yesterday's lead is not late yet.
    expect(uncontacted.count).toBe(2)
    expect(uncontacted.leads.map((lead) => lead.fullname)).toEqual(['ผู้สนใจ 5', 'ผู้สนใจ 4'])
    // The contacted lead's follow-up is overdue; the customer's is not a follow-up any more.
    expect(overdue.count).toBe(1)
    expect(overdue.leads).toEqual([
      {
        id: expect.anything(),
        fullname: 'ผู้สนใจ 3',
        phone: '0812345678',
        since: hoursAgo(20).toISOString(),
      },
    ])
  })
})
