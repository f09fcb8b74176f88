// The privacy notice's retention periods applied by the daily job, with the clock frozen: what is
// past its period loses the person's details (or, for consent records, goes), nothing else does,
// and a second run changes nothing.
import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { retention } from '@/kernel/retention'

import { storeViews } from '@/features/insights/views/store'

import { databaseKind, getTestPayload } from '../../../../tests/helpers/payload'
import { applyRetention } from '../retention'

let payload: Payload
const now = new Date('2026-11-22T05:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
const ids = {} as Record<string, number | string>

async function sql(raw: string) {
  const adapter = payload.db as unknown as DrizzleAdapter
  await adapter.execute({ drizzle: adapter.drizzle, raw })
}

async function lead(name: string, status: 'new' | 'contacted' | 'customer' | 'lost') {
  const doc = await payload.create({
    collection: 'leads',
    data: {
      fullname: name,
      phone: '081-234-5678',
      email: `${name}@clinic.example`,
      organizationType: 'คลินิกความงาม',
      description: 'มี 3 สาขา',
      status,
      utmSource: 'facebook',
      utmCampaign: 'nov-promo',
      utmTerm: 'somchai@clinic.example',
      utmContent: '0899999999',
      referrer: 'https://mail.example/inbox?from=somchai@clinic.example',
      landingPage: 'https://clinic.example/lp/promo?email=somchai@clinic.example&ref=1',
      userAgent: 'Mozilla/5.0 (iPhone)',
      ipHash: 'abc123',
    },
    overrideAccess: true,
  })
  return doc.id
}

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await payload.create({
    collection: 'users',
    data: {
      email: 'retention@clinic.example',
      password: 'a-long-password',
      role: 'sales',
      available: false,
    },
    overrideAccess: true,
  })
  ids.stale = await lead('stale', 'new')
  ids.recentlyContacted = await lead('recently-contacted', 'contacted')
  ids.customer = await lead('customer', 'customer')
  ids.young = await lead('young', 'new')
  // A note on the stale lead, which its history keeps too.
  await payload.update({
    collection: 'leads',
    id: ids.stale,
    data: { staffNotes: 'ลูกค้าบอกว่าเบอร์มือถือสำรอง 089-999-9999' },
    user: { ...staff, collection: 'users' } as PayloadRequest['user'],
    overrideAccess: false,
  })
  const threeYears = daysAgo(3 * 365)
  await sql(`UPDATE leads SET created_at = '${threeYears}', last_contacted_at = NULL
             WHERE id IN (${ids.stale}, ${ids.customer})`)
  await sql(`UPDATE leads SET created_at = '${threeYears}', last_contacted_at = '${daysAgo(365)}'
             WHERE id = ${ids.recentlyContacted}`)
  await sql(`UPDATE leads SET created_at = '${daysAgo(365)}' WHERE id = ${ids.young}`)

  const registration = await payload.create({
    collection: 'registrations',
    data: {
      clinicName: 'คลินิกสมหญิง',
      fullName: 'สมหญิง ใจดี',
      phone: '081-234-5678',
      email: 'somying@clinic.example',
      branchCount: 2,
      package: 'More',
      message: 'โทรหลัง 18:00',
      source: 'site',
      status: 'lost',
      lostReason: 'ใช้ระบบอื่น',
    },
    overrideAccess: true,
  })
  ids.registration = registration.id
  await sql(`UPDATE registrations SET created_at = '${threeYears}' WHERE id = ${registration.id}`)

  for (const [key, days] of [
    ['oldConsent', 14 * 30],
    ['graceConsent', 370],
    ['newConsent', 30],
  ] as const) {
    const consent = await payload.create({
      collection: 'consents',
      data: {
        consentId: crypto.randomUUID(),
        categories: ['necessary'],
        policyVersion: '2025-01',
      },
      overrideAccess: true,
    })
    ids[key] = consent.id
    await sql(`UPDATE consents SET created_at = '${daysAgo(days)}' WHERE id = ${consent.id}`)
  }

  // LINE chat taps: one older than two years goes, one a year old stays.
  for (const [key, day] of [
    ['oldTap', '2024-11-20'],
    ['recentTap', '2025-11-22'],
  ] as const) {
    const tap = await payload.create({
      collection: 'line-taps',
      data: { day, page: '/', placement: 'hero', channel: 'direct', deviceType: 'mobile' },
      overrideAccess: true,
    })
    ids[key] = tap.id
  }

  // Page views: the same two years.
  await storeViews(
    payload,
    [
      ['2024-11-20', '/lp/old'],
      ['2025-11-22', '/lp/recent'],
    ].map(([day, page]) => ({
      day,
      page,
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      referrerHost: '',
      paidClick: false,
      device: 'mobile' as const,
      entry: true,
      experiment: '',
      views: 3,
    })),
    'clinic.example',
  )
})

afterAll(async () => {
  await payload?.destroy()
})

const findLead = (id: number | string) =>
  payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
const findRegistration = (id: number | string) =>
  payload.findByID({ collection: 'registrations', id, overrideAccess: true, depth: 0 })

describe('the retention job', () => {
  it('removes the details of enquiries past their period, and nothing else', async () => {
    const result = await applyRetention(payload, now)
    expect(result).toEqual({ leads: 1, registrations: 1, consents: 1, lineTaps: 1, pageViews: 1 })
    const taps = await payload.find({ collection: 'line-taps', overrideAccess: true })
    expect(taps.docs.map((tap) => tap.id)).toEqual([ids.recentTap])
    const views = await payload.find({ collection: 'page-views', overrideAccess: true })
    expect(views.docs.map((view) => [view.page, view.views])).toEqual([['/lp/recent', 3]])

    const stale = await findLead(ids.stale)
    expect(stale).toMatchObject({
      fullname: 'ลบข้อมูลแล้ว',
      phone: '',
      email: '',
      anonymisedAt: now.toISOString(),
      // The statistics stay.
      status: 'new',
      organizationType: 'คลินิกความงาม',
      utmSource: 'facebook',
    })
    expect(stale.description ?? null).toBeNull()
    expect(stale.staffNotes ?? null).toBeNull()
    expect(stale.userAgent ?? null).toBeNull()
    expect(stale.ipHash ?? null).toBeNull()
    // Attribution keeps what cannot name anyone: the sites, the page, the campaign tags.
    expect(stale).toMatchObject({
      referrer: 'https://mail.example',
      landingPage: 'https://clinic.example/lp/promo',
      utmCampaign: 'nov-promo',
    })
    expect(stale.utmTerm ?? null).toBeNull()
    expect(stale.utmContent ?? null).toBeNull()
    expect(JSON.stringify(stale)).not.toContain('somchai@clinic.example')
    // The history keeps that a note was written, not what it said.
    const note = stale.activity?.find((entry) => entry.field === 'staffNotes')
    expect(note).toBeDefined()
    expect(note?.to ?? null).toBeNull()
    expect(JSON.stringify(stale)).not.toContain('089-999-9999')

    for (const kept of ['recentlyContacted', 'customer', 'young']) {
      const doc = await findLead(ids[kept])
      expect(doc.anonymisedAt ?? null).toBeNull()
      expect(doc.phone).toBe('0812345678')
    }

    const registration = await findRegistration(ids.registration)
    expect(registration).toMatchObject({
      clinicName: 'ลบข้อมูลแล้ว',
      fullName: 'ลบข้อมูลแล้ว',
      email: '',
      package: 'More',
      branchCount: 2,
    })
    expect(registration.message ?? null).toBeNull()
    expect(registration.lostReason ?? null).toBeNull()

    const consents = await payload.find({ collection: 'consents', overrideAccess: true })
    expect(consents.docs.map((doc) => doc.id).sort()).toEqual(
      [ids.graceConsent, ids.newConsent].sort(),
    )
  })

  it('changes each record in one transaction: a failure leaves it whole, to be done next time', async () => {
    const id = await lead('atomic', 'contacted')
    await payload.update({
      collection: 'leads',
      id,
      data: { staffNotes: 'เบอร์สำรอง 088-888-8888' },
      overrideAccess: true,
    })
    await sql(`UPDATE leads SET created_at = '${daysAgo(3 * 365)}', last_contacted_at = NULL
               WHERE id = ${id}`)
    // The history's table refuses every change, as a crash in the middle would stop it.
    if (databaseKind === 'postgres') {
      await sql(`CREATE FUNCTION refuse_change() RETURNS trigger AS $$
                 BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`)
      await sql(`CREATE TRIGGER refuse_history BEFORE UPDATE ON leads_activity
                 FOR EACH ROW EXECUTE FUNCTION refuse_change()`)
    } else {
      await sql(`CREATE TRIGGER refuse_history BEFORE UPDATE ON leads_activity
                 BEGIN SELECT RAISE(ABORT, 'refused'); END`)
    }
    await expect(applyRetention(payload, now)).rejects.toThrow()
    const untouched = await findLead(id)
    expect(untouched.anonymisedAt ?? null).toBeNull()
    expect(untouched.fullname).toBe('atomic')
    expect(untouched.staffNotes).toBe('เบอร์สำรอง 088-888-8888')

    await sql(
      'DROP TRIGGER refuse_history' + (databaseKind === 'postgres' ? ' ON leads_activity' : ''),
    )
    expect((await applyRetention(payload, now)).leads).toBe(1)
    const done = await findLead(id)
    expect(done.fullname).toBe('ลบข้อมูลแล้ว')
    expect(JSON.stringify(done)).not.toContain('088-888-8888')
  })

  it('changes nothing when run again', async () => {
    const before = await findLead(ids.stale)
    expect(await applyRetention(payload, new Date(now.getTime() + 86_400_000))).toEqual({
      leads: 0,
      registrations: 0,
      consents: 0,
      lineTaps: 0,
      pageViews: 0,
    })
    expect((await findLead(ids.stale)).anonymisedAt).toBe(before.anonymisedAt)
  })

  it('uses the periods the privacy notice states', async () => {
    const { pdpaNotice } = await import('../content/pdpa')
    const text = JSON.stringify(pdpaNotice)
    expect(text).toContain(`ไม่เกิน ${retention.enquiryYears} ปี นับแต่การติดต่อครั้งล่าสุด`)
    expect(text).toContain(`${retention.cookieChoiceMonths} เดือน`)
  })
})
