// Marketing's insight: page views counted without cookies or personal data (bots left out, one
// count per view however many arrive at once), the funnel per page, campaign and channel against
// hand-counted fixtures with spend and costs, an A/B test of a campaign page's hero from its start
// to the winner kept (variants picked per view, recorded through a lead), and the won customers'
// conversions file with consented click ids only. Through the app's own endpoints and tables, on
// SQLite and PostgreSQL.
import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as conversionsRoute } from '@/app/api/insights/conversions/route'
import { issueFormToken } from '@/kernel/api/form-token.mjs'
import { isStoredRequest } from '@/kernel/api/stored-request'
import { noticeVersions } from '@/kernel/content/published'
import { drizzleOf, tableColumns } from '@/kernel/db/drizzle'
import { provide, provided } from '@/kernel/runtime.mjs'
import type { HomePage } from '@/payload-types'

import { experimentFor } from '@/features/experiments/pick.mjs'
import { reloadExperiments, startExperimentRegistry } from '@/features/experiments/registry'
import { experimentFigures } from '@/features/experiments/results'
import { submitLead } from '@/features/leads/submit'
import { createLeadWriter } from '@/features/leads/writer'

import { clearOfBangkokMidnight } from '../../../../tests/helpers/bangkok-day'
import { databaseKind, getTestPayload } from '../../../../tests/helpers/payload'
import { loginToken, rest } from '../../../../tests/helpers/rest'
import { createStaff, staffPassword } from '../../../../tests/helpers/staff'
import { conversionsCsv, googleAdsColumns, metaColumns, wonCustomers } from '../conversions'
import { funnelDaily, funnelFigures, periodStart } from '../funnel'
import { funnelRates } from '../rates'
import { pageViewEndpoint } from '../views/endpoint'
import { bangkokDayOf, pageViewOf } from '../views/page-view.mjs'
import { storeViews } from '../views/store'
import { createViewCounter } from '../views/view-counter.mjs'

let payload: Payload
let adminToken: string
let marketingToken: string
let salesToken: string

const ownHost = 'clinic.example'
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 Line/15.10.1'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const stamp = Date.now()
const secret = process.env.PAYLOAD_SECRET as string
// The Bangkok day the file's views fall on, taken once clear of its midnight (beforeAll): the code
// under test takes its own day a moment later.
let today = ''

/** A page view as the counter keeps it (features/insights/views/page-view.mjs), with sensible defaults. */
const view = (fields: Partial<Parameters<typeof storeViews>[1][number]> = {}) => ({
  day: today,
  page: '/',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  referrerHost: '',
  paidClick: false,
  device: 'mobile' as const,
  entry: true,
  experiment: '',
  views: 1,
  ...fields,
})

const distinctCampaigns = async (day: string) =>
  [
    ...new Set(
      (
        await payload.find({
          collection: 'page-views',
          where: { day: { equals: day } },
          pagination: false,
          overrideAccess: true,
        })
      ).docs.map((row) => row.campaign),
    ),
  ].sort()

const allViews = async () =>
  (await payload.find({ collection: 'page-views', pagination: false, overrideAccess: true })).docs

const totalViews = async (where: Record<string, unknown> = {}) =>
  (
    await payload.find({
      collection: 'page-views',
      where: where as never,
      pagination: false,
      overrideAccess: true,
    })
  ).docs.reduce((sum, row) => sum + row.views, 0)

/** The lead endpoint as the site's form reaches it, with a consent cookie when given. */
function sendLead(body: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': phone,
    'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200)}`,
    'idempotency-key': crypto.randomUUID(),
  }
  if (cookie) headers.cookie = cookie
  return submitLead(
    new Request('http://localhost/api/public/leads', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        fullname: 'ผู้สนใจ ทดสอบ',
        phone: '081-234-5678',
        email: `insight-${crypto.randomUUID()}@clinic.example`,
        organization_type: 'คลินิกความงาม',
        description: '',
        user_action: 'contact_form_submit',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        utm_term: '',
        utm_content: '',
        referrer: '',
        landing_page: 'https://clinic.example/',
        device_type: 'mobile',
        form_token: issueFormToken(secret, Date.now() - 5_000),
        website: '',
        ...body,
      }),
    }),
    {
      secret,
      writer: createLeadWriter(async () => payload),
      isStored: (key) => isStoredRequest(payload, 'leads', key),
      limiter: null,
      afterStored: () => undefined,
      noticeVersion: async () => (await noticeVersions(payload)).notice,
    },
  )
}

const consentCookie = (categories: string[]) =>
  `cp_consent=${encodeURIComponent(JSON.stringify({ categories, revision: 1 }))}`

beforeAll(async () => {
  await clearOfBangkokMidnight(60_000)
  today = bangkokDayOf(Date.now())
  payload = await getTestPayload()
  const admin = await createStaff(payload, `admin-${stamp}@clinic.example`, 'ผู้ดูแล', 'admin')
  const marketing = await createStaff(
    payload,
    `mkt-${stamp}@clinic.example`,
    'การตลาด',
    'marketing',
  )
  const sales = await createStaff(payload, `sales-${stamp}@clinic.example`, 'ฝ่ายขาย', 'sales')
  adminToken = await loginToken(admin.email, staffPassword)
  marketingToken = await loginToken(marketing.email, staffPassword)
  salesToken = await loginToken(sales.email, staffPassword)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`page views (${databaseKind})`, () => {
  it('are a person’s page loads only: no bot, prefetch, script request, other reply or non-page', () => {
    const load = (fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      pageViewOf({
        method: 'GET',
        url: '/lp/promo?utm_source=facebook&utm_medium=cpc&utm_campaign=dec&fbclid=abc',
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: {
          'sec-fetch-dest': 'document',
          'user-agent': phone,
          referer: 'https://m.facebook.com/',
          ...headers,
        },
        experiment: '7:b',
        ownHost,
        now: Date.now(),
        ...fields,
      })
    expect(load()).toEqual({
      day: today,
      page: '/lp/promo',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'dec',
      referrerHost: 'm.facebook.com',
      paidClick: true,
      device: 'mobile',
      entry: true,
      experiment: '7:b',
    })
    // From the site itself: a move within a visit, no referring site kept.
    expect(load({}, { referer: `https://${ownHost}/` })).toMatchObject({
      entry: false,
      referrerHost: '',
    })
    expect(load({}, { 'user-agent': googlebot })).toBeUndefined()
    expect(load({}, { 'user-agent': '' })).toBeUndefined()
    expect(load({}, { 'sec-purpose': 'prefetch' })).toBeUndefined()
    expect(load({}, { rsc: '1' })).toBeUndefined()
    expect(load({}, { 'sec-fetch-dest': 'image' })).toBeUndefined()
    // A page the browser revalidated ("not modified") is shown again: a view, whatever the type.
    expect(load({ status: 304, contentType: undefined })).toMatchObject({ page: '/lp/promo' })
    expect(load({ status: 404 })).toBeUndefined()
    expect(load({ method: 'POST' })).toBeUndefined()
    expect(load({ contentType: 'application/json' })).toBeUndefined()
    expect(load({ url: '/admin/collections/leads' })).toBeUndefined()
    expect(load({ url: '/_next/static/chunks/app.js' })).toBeUndefined()
    expect(load({ url: '/articles/detail?slug=ระบบคลินิก' })).toMatchObject({
      page: '/articles/detail?slug=ระบบคลินิก',
    })
  })

  it('from the site’s own navigation are counted without setting or storing anything that identifies', async () => {
    const counter = createViewCounter({
      store: () => (views) => storeViews(payload, views, ownHost),
      flushEveryMs: 0,
    })
    provide('viewCounter', counter)
    // The route reads the published pages from Next's cache; here, from the database itself.
    const published = async (collection: 'pages' | 'articles', slug: string) =>
      (
        await payload.count({
          collection,
          where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
          overrideAccess: true,
        })
      ).totalDocs > 0
    const endpoint = pageViewEndpoint({
      limiter: null,
      ownHost,
      pages: {
        campaign: (slug) => published('pages', slug),
        article: (slug) => published('articles', slug),
      },
    })
    const beacon = (userAgent: string, page = '/articles') =>
      endpoint(
        new Request('http://localhost/api/public/views', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': userAgent,
            'x-forwarded-for': '198.51.100.23',
          },
          body: JSON.stringify({
            page,
            utm_source: 'google',
            utm_medium: 'cpc',
            utm_campaign: `nav-${stamp}`,
            referrer: 'https://www.google.co.th/',
            landing_page: 'https://clinic.example/?gclid=xyz',
            experiment: '',
          }),
        }),
      )
    const person = await beacon(phone)
    expect(person.status).toBe(200)
    // Nothing set in the browser: no cookie, no stored identifier.
    expect(person.headers.get('set-cookie')).toBeNull()
    expect((await beacon(googlebot)).status).toBe(200)
    // Pages the site does not have: answered, and not counted.
    expect((await beacon(phone, '/lp/no-such-page')).status).toBe(200)
    expect((await beacon(phone, '/articles/detail?slug=no-such-article')).status).toBe(200)
    expect((await beacon(phone, '/wp-login.php-like')).status).toBe(200)
    expect(await counter.flush()).toBe(1)
    provide('viewCounter', undefined)

    const [row, ...others] = (await allViews()).filter((r) => r.campaign === `nav-${stamp}`)
    expect(others).toEqual([])
    const { id, createdAt, updatedAt, key, ...stored } = row
    expect({ id, createdAt, updatedAt, key }).toBeTruthy()
    // Exactly these fields: no address, no user agent, nothing about the visitor.
    expect(stored).toEqual({
      day: today,
      page: '/articles',
      campaign: `nav-${stamp}`,
      channel: 'paid',
      deviceType: 'mobile',
      entry: false,
      experiment: '',
      views: 1,
    })
    expect(JSON.stringify(row)).not.toMatch(/198\.51\.100\.23|Android|Chrome/)
    // A malformed one is refused in Thai.
    const bad = await endpoint(
      new Request('http://localhost/api/public/views', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': phone },
        body: JSON.stringify({ page: 'https://elsewhere.example/', experiment: 'x' }),
      }),
    )
    expect(bad.status).toBe(400)
  })

  it('are counted once each when twenty viewers arrive at once on two instances', async () => {
    // Two instances' counters, storing into the same table as views keep arriving.
    const store = () => (views: Parameters<typeof storeViews>[1]) =>
      storeViews(payload, views, ownHost)
    const instances = [
      createViewCounter({ store, flushEveryMs: 0 }),
      createViewCounter({ store, flushEveryMs: 0 }),
    ]
    const viewers = 20
    const viewsEach = 15
    await Promise.all(
      Array.from({ length: viewers }, async (_, viewer) => {
        for (let n = 0; n < viewsEach; n++) {
          const counter = instances[(viewer + n) % 2]
          counter.note(
            view({
              page: `/lp/load-${stamp}`,
              utmCampaign: `load-${stamp}`,
              device: n % 3 ? 'mobile' : 'desktop',
            }),
          )
          if (n % 4 === 0) await counter.flush()
          await new Promise((resolve) => setImmediate(resolve))
        }
      }),
    )
    await Promise.all(instances.map((counter) => counter.flush()))
    expect(instances.map((counter) => counter.pending)).toEqual([0, 0])
    expect(await totalViews({ campaign: { equals: `load-${stamp}` } })).toBe(viewers * viewsEach)
  })

  it('of campaigns nobody set up are counted under one “other” row past twenty a day', async () => {
    const planned = `planned-${stamp}`
    await payload.create({
      collection: 'ad-spend',
      data: { campaign: planned, month: '2026-11', amountBaht: 1000 },
      overrideAccess: true,
    })
    const day = '2031-01-02'
    const before = await distinctCampaigns(day)
    expect(before).toEqual([])
    // Forty made-up campaigns (a script varying utm_campaign), and the planned one, in two batches.
    const madeUp = Array.from({ length: 40 }, (_, n) => `random-${stamp}-${n}`)
    await storeViews(
      payload,
      madeUp.slice(0, 25).map((campaign) => view({ day, utmCampaign: campaign })),
      ownHost,
    )
    await storeViews(
      payload,
      [
        ...madeUp.slice(25).map((campaign) => view({ day, utmCampaign: campaign })),
        view({ day, utmCampaign: planned, views: 3 }),
        // A campaign already stored that day keeps counting under its name.
        view({ day, utmCampaign: madeUp[0], views: 2 }),
      ],
      ownHost,
    )
    const campaigns = await distinctCampaigns(day)
    expect(campaigns).toHaveLength(20 + 2)
    expect(campaigns).toContain(planned)
    expect(campaigns).toContain('(อื่น ๆ)')
    expect(await totalViews({ day: { equals: day }, campaign: { equals: '(อื่น ๆ)' } })).toBe(20)
    expect(await totalViews({ day: { equals: day }, campaign: { equals: madeUp[0] } })).toBe(3)
    expect(await totalViews({ day: { equals: day } })).toBe(40 + 3 + 2)
  })

  it('held while the database cannot take them are stored with the next batch', async () => {
    let failing = true
    const counter = createViewCounter({
      store: () => async (views) => {
        if (failing) throw new Error('database away')
        await storeViews(payload, views, ownHost)
      },
      flushEveryMs: 0,
    })
    counter.note(view({ utmCampaign: `retry-${stamp}` }))
    counter.note(view({ utmCampaign: `retry-${stamp}` }))
    await expect(counter.flush()).rejects.toThrow('database away')
    expect(counter.pending).toBe(2)
    failing = false
    expect(await counter.flush()).toBe(2)
    expect(await totalViews({ campaign: { equals: `retry-${stamp}` } })).toBe(2)
  })

  it('of a batch the database refuses part-way are not stored in part, and stored once with the next', async () => {
    let attempts = 0
    const counter = createViewCounter({
      store: () => async (views) => {
        attempts += 1
        // The first attempt carries, after the good rows, one the table refuses (a day is required).
        const refused = { ...views[0], page: '/lp/part-refused', day: null as never }
        await storeViews(payload, attempts === 1 ? [...views, refused] : views, ownHost)
      },
      flushEveryMs: 0,
    })
    counter.note(view({ utmCampaign: `part-${stamp}`, page: '/lp/part-a' }))
    counter.note(view({ utmCampaign: `part-${stamp}`, page: '/lp/part-a' }))
    counter.note(view({ utmCampaign: `part-${stamp}`, page: '/lp/part-b' }))
    await expect(counter.flush()).rejects.toThrow()
    expect(await totalViews({ campaign: { equals: `part-${stamp}` } })).toBe(0)
    expect(counter.pending).toBe(3)
    expect(await counter.flush()).toBe(3)
    expect(await totalViews({ campaign: { equals: `part-${stamp}` } })).toBe(3)
  })
})

describe(`the funnel (${databaseKind})`, () => {
  const campaign = `funnel-${stamp}`
  const page = `/lp/funnel-${stamp}`
  // A day of its own, years ahead, that no other test writes to: every figure below is exact.
  const now = new Date('2031-03-15T05:00:00.000Z')
  const day = bangkokDayOf(now.getTime())
  const earlier = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString()

  beforeAll(async () => {
    const daysAgo = (days: number) => bangkokDayOf(now.getTime() - days * 86_400_000)
    // Visits to the campaign's page: 40 on the day and 60 five days before (entries), 25 moves
    // within the site; 100 visits to it 20 days before, outside a 7-day period.
    await storeViews(
      payload,
      [
        view({
          day,
          page,
          utmCampaign: campaign,
          utmSource: 'facebook',
          utmMedium: 'cpc',
          views: 40,
        }),
        view({
          day: daysAgo(5),
          page,
          utmCampaign: campaign,
          utmSource: 'facebook',
          utmMedium: 'cpc',
          views: 60,
        }),
        view({ day, page: '/register', utmCampaign: campaign, entry: false, views: 25 }),
        view({
          day: daysAgo(20),
          page,
          utmCampaign: campaign,
          utmSource: 'facebook',
          utmMedium: 'cpc',
          views: 100,
        }),
      ],
      ownHost,
    )
    const landing = `https://clinic.example${page}?utm_source=facebook&utm_medium=cpc&utm_campaign=${campaign}`
    const backdate = async (table: 'leads' | 'registrations', id: number, createdAt: string) => {
      const { db, tables } = await drizzleOf(payload)
      const columns = tableColumns(tables[table], ['createdAt'])
      await db.update(tables[table]).set({ createdAt }).where(eq(columns.id, id))
    }
    const lead = async (status: string, createdAt = earlier(30)) => {
      const created = await payload.create({
        collection: 'leads',
        data: {
          fullname: 'ผู้สนใจ ตัวอย่าง',
          phone: '0812345678',
          email: `f-${crypto.randomUUID()}@clinic.example`,
          organizationType: 'คลินิกความงาม',
          status: status as never,
          utmSource: 'facebook',
          utmMedium: 'cpc',
          utmCampaign: campaign,
          landingPage: landing,
        },
        overrideAccess: true,
      })
      await backdate('leads', Number(created.id), createdAt)
    }
    // Six forms this week: 2 new, 1 contacted, 2 qualified, 1 customer; one spam; one 20 days ago.
    for (const status of [
      'new',
      'new',
      'contacted',
      'qualified',
      'qualified',
      'customer',
      'spam',
    ]) {
      await lead(status)
    }
    await lead('customer', new Date(now.getTime() - 20 * 86_400_000).toISOString())
    // One sign-up, qualified.
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิก ตัวอย่าง',
        fullName: 'ผู้สมัคร ตัวอย่าง',
        phone: '0812345679',
        email: `r-${stamp}@clinic.example`,
        branchCount: 1,
        package: 'More',
        source: 'site',
        status: 'qualified',
        utmSource: 'facebook',
        utmMedium: 'cpc',
        utmCampaign: campaign,
        landingPage: landing,
      },
      overrideAccess: true,
    })
    await backdate('registrations', Number(registration.id), earlier(20))
    // Three LINE taps of the campaign's visits, one of them two weeks ago.
    for (const tapDay of [day, day, daysAgo(14)]) {
      await payload.create({
        collection: 'line-taps',
        data: {
          day: tapDay,
          page,
          landingPage: page,
          placement: 'hero',
          campaign,
          channel: 'paid',
          deviceType: 'mobile',
        },
        overrideAccess: true,
      })
    }
    // 31,000 baht this month, for the days of it in the period.
    await payload.create({
      collection: 'ad-spend',
      data: { campaign, month: day.slice(0, 7), amountBaht: 31_000 },
      overrideAccess: true,
    })
  })

  it('counts visits, enquiries, qualified and customers per campaign, with spend and costs', async () => {
    const { rows, since } = await funnelFigures(payload, { days: 7, by: 'campaign', ownHost, now })
    const row = rows.find((entry) => entry.key === campaign)!
    // 31,000 baht in March (31 days), for the 7 days of it in the period: 7,000 baht.
    expect(since).toBe('2031-03-09')
    const spend = 7_000
    expect(row).toEqual({
      key: campaign,
      visits: 100,
      pageViews: 125,
      leads: 6,
      registrations: 1,
      lineTaps: 2,
      enquiries: 9,
      qualified: 4,
      customers: 1,
      spend,
    })
    // 9 enquiries of 100 visits; 4 qualified of 7 forms; 1 customer of 4 qualified; the costs.
    expect(funnelRates(row)).toEqual({
      enquiryRate: 0.09,
      qualifiedRate: 4 / 7,
      customerRate: 0.25,
      costPerEnquiry: 7_000 / 9,
      costPerQualified: 1_750,
      costPerCustomer: 7_000,
    })
    expect(since).toBe(bangkokDayOf(periodStart(now, 7).getTime()))
  })

  it('counts per landing page and per channel too, over a longer period', async () => {
    const byPage = await funnelFigures(payload, { days: 30, by: 'page', ownHost, now })
    expect(byPage.rows.find((entry) => entry.key === page)).toMatchObject({
      visits: 200,
      pageViews: 200,
      leads: 7,
      registrations: 1,
      lineTaps: 3,
      enquiries: 11,
      qualified: 5,
      customers: 2,
      spend: null,
    })
    expect(byPage.rows.find((entry) => entry.key === '/register')).toMatchObject({
      visits: 0,
      pageViews: 25,
    })
    const byChannel = await funnelFigures(payload, { days: 30, by: 'channel', ownHost, now })
    // All the campaign's traffic is paid (facebook / cpc); the moves within the site are direct.
    expect(
      byChannel.rows
        .map((entry) => [entry.key, entry.visits, entry.pageViews, entry.enquiries])
        .sort(),
    ).toEqual([
      ['direct', 0, 25, 0],
      ['paid', 200, 200, 11],
    ])
  })

  it('draws the campaign’s visits and enquiries per day', async () => {
    const days = await funnelDaily(payload, { days: 7, campaign, now })
    expect(days).toHaveLength(7)
    expect(days.at(-1)).toEqual({ day, visits: 40, enquiries: 6 + 1 + 2 })
    const fiveDaysAgo = bangkokDayOf(now.getTime() - 5 * 86_400_000)
    expect(days.find((day) => day.day === fiveDaysAgo)).toEqual({
      day: fiveDaysAgo,
      visits: 60,
      enquiries: 0,
    })
  })

  it('keeps one spend per campaign and month, for marketing and admins only', async () => {
    const again = await rest('POST', '/ad-spend', {
      token: marketingToken,
      body: { campaign, month: day.slice(0, 7), amountBaht: 5 },
    })
    expect(again.status).toBe(409)
    expect(again.text).toContain('มีงบของแคมเปญ')
    const badMonth = await rest('POST', '/ad-spend', {
      token: marketingToken,
      body: { campaign: 'x', month: '2026-13', amountBaht: 5 },
    })
    expect(badMonth.status).toBe(400)
    expect((await rest('GET', '/ad-spend', { token: salesToken })).status).toBe(403)
    expect((await rest('GET', '/experiments', { token: salesToken })).status).toBe(403)
    expect((await rest('GET', '/page-views', { token: salesToken })).status).toBe(403)
    expect((await rest('GET', '/ad-spend', { token: marketingToken })).status).toBe(200)
  })
})

describe(`an A/B test of a campaign page (${databaseKind})`, () => {
  const slug = `ab-${stamp}`
  const renamed = `ab-renamed-${stamp}`
  let pageId: number
  let testId: number
  let stopExperimentRegistry: (() => void) | undefined

  beforeAll(async () => {
    const home = (await payload.findGlobal({ slug: 'home-page', depth: 0 })) as HomePage
    const hero = home.layout.find((block) => block.blockType === 'hero')!
    const { id, ...heroWithoutId } = hero
    expect(id).toBeTruthy()
    const page = await payload.create({
      collection: 'pages',
      data: { title: `ทดลอง ${stamp}`, slug, layout: [heroWithoutId], _status: 'published' },
      overrideAccess: true,
    })
    pageId = Number(page.id)
    stopExperimentRegistry = await startExperimentRegistry(payload)
  })
  afterAll(() => stopExperimentRegistry?.())

  it('runs once started: each view is A or B, and a lead records the variant it was sent from', async () => {
    const created = await rest('POST', '/experiments', {
      token: marketingToken,
      body: {
        name: 'หัวเรื่องเน้นราคา',
        page: pageId,
        headline: 'ระบบคลินิกครบ จ่ายเพียงวันละไม่กี่บาท',
        headlineHighlight: 'วันละไม่กี่บาท',
        promise: 'เริ่มใช้ได้ภายในวันเดียว',
        demoLabel: 'ขอเดโมฟรีวันนี้',
      },
    })
    expect(created.status).toBe(201)
    testId = created.json<{ doc: { id: number } }>().doc.id
    // Nobody sets the state through the API but the test's own actions.
    expect(
      (
        await rest('PATCH', `/experiments/${testId}`, {
          token: marketingToken,
          body: { status: 'running' },
        })
      ).json<{ doc: { status: string } }>().doc.status,
    ).toBe('draft')
    expect(
      (await rest('POST', `/experiments/${testId}/start`, { token: salesToken, body: {} })).status,
    ).toBe(403)
    const started = await rest('POST', `/experiments/${testId}/start`, {
      token: marketingToken,
      body: {},
    })
    expect(started.status).toBe(200)
    // A second test on the same page waits for this one.
    const second = await rest('POST', '/experiments', {
      token: marketingToken,
      body: {
        name: 'อีกแบบ',
        page: pageId,
        headline: 'ก ข',
        headlineHighlight: 'ข',
        promise: 'ค',
        demoLabel: 'ง',
      },
    })
    const refused = await rest(
      'POST',
      `/experiments/${second.json<{ doc: { id: number } }>().doc.id}/start`,
      {
        token: marketingToken,
        body: {},
      },
    )
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('กำลังดำเนินอยู่แล้ว')
    // While it runs its variant stays as it is.
    const edit = await rest('PATCH', `/experiments/${testId}`, {
      token: marketingToken,
      body: { headline: 'เปลี่ยนกลางทาง' },
    })
    expect(edit.status).toBe(409)

    // The production server's pick for /lp/<slug>: A or B, per view, by the coin.
    const lookup = provided('experiments')!.lookup
    expect(
      experimentFor('GET', `/lp/${encodeURIComponent(slug)}?utm_source=x`, lookup, () => 0),
    ).toBe(`${testId}:a`)
    expect(experimentFor('GET', `/lp/${slug}`, lookup, () => 1)).toBe(`${testId}:b`)
    expect(experimentFor('GET', '/lp/another-page', lookup, () => 1)).toBeUndefined()
    expect(experimentFor('POST', `/lp/${slug}`, lookup, () => 1)).toBeUndefined()
    expect(experimentFor('GET', `/lp/${slug}/b-${testId}`, lookup, () => 1)).toBeUndefined()
    // Over many views both variants are picked, about half each.
    const picks = Array.from({ length: 400 }, () => experimentFor('GET', `/lp/${slug}`, lookup))
    const bShare = picks.filter((pick) => pick === `${testId}:b`).length / picks.length
    expect(bShare).toBeGreaterThan(0.4)
    expect(bShare).toBeLessThan(0.6)

    // Views of each variant, and leads sent from them.
    await storeViews(
      payload,
      [
        view({ page: `/lp/${slug}`, experiment: `${testId}:a`, views: 400 }),
        view({ page: `/lp/${slug}`, experiment: `${testId}:b`, views: 400 }),
      ],
      ownHost,
    )
    for (let n = 0; n < 12; n++) {
      expect(
        (
          await sendLead({
            experiment: `${testId}:a`,
            landing_page: `https://clinic.example/lp/${slug}`,
          })
        ).status,
      ).toBe(200)
    }
    for (let n = 0; n < 30; n++) {
      expect(
        (
          await sendLead({
            experiment: `${testId}:b`,
            landing_page: `https://clinic.example/lp/${slug}`,
          })
        ).status,
      ).toBe(200)
    }
    await payload.create({
      collection: 'line-taps',
      data: {
        day: today,
        page: `/lp/${slug}`,
        placement: 'hero',
        channel: 'direct',
        deviceType: 'mobile',
        experiment: `${testId}:b`,
      },
      overrideAccess: true,
    })
    expect((await sendLead({ experiment: 'not-a-variant' })).status).toBe(400)

    const figures = await experimentFigures(payload, testId)
    expect(figures.a).toEqual({
      views: 400,
      leads: 12,
      registrations: 0,
      lineTaps: 0,
      enquiries: 12,
    })
    expect(figures.b).toEqual({
      views: 400,
      leads: 30,
      registrations: 0,
      lineTaps: 1,
      enquiries: 31,
    })
    // 12/400 = 3% against 31/400 = 7.75%: pooled 43/800, SE 0.015947, z ≈ 2.979, p ≈ 0.0029.
    expect(figures.test.z).toBeCloseTo(2.979, 3)
    expect(figures.test.pValue).toBeLessThan(0.01)
    expect(figures.test).toMatchObject({ significant: true, winner: 'b' })
  })

  it('credits a variant the browser reports only to the test running on that page', async () => {
    const counter = createViewCounter({
      store: () => (views) => storeViews(payload, views, ownHost),
      flushEveryMs: 0,
    })
    provide('viewCounter', counter)
    const endpoint = pageViewEndpoint({
      limiter: null,
      ownHost,
      pages: { campaign: async () => true, article: async () => true },
    })
    const beacon = (page: string, experiment: string) =>
      endpoint(
        new Request('http://localhost/api/public/views', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': phone },
          body: JSON.stringify({
            page,
            utm_source: '',
            utm_medium: '',
            utm_campaign: `variants-${stamp}`,
            referrer: '',
            landing_page: 'https://clinic.example/',
            experiment,
          }),
        }),
      )
    try {
      expect((await beacon(`/lp/${slug}`, `${testId}:b`)).status).toBe(200)
      // A test that does not exist, on the home page; this test's label on another page.
      expect((await beacon('/', '999999990:a')).status).toBe(200)
      expect((await beacon('/', '999999990:b')).status).toBe(200)
      expect((await beacon('/lp/another-page', `${testId}:a`)).status).toBe(200)
      expect(await counter.flush()).toBe(4)
    } finally {
      provide('viewCounter', undefined)
    }
    const rows = (await allViews()).filter((row) => row.campaign === `variants-${stamp}`)
    expect(rows.map((row) => [row.page, row.experiment]).sort()).toEqual(
      [
        [`/lp/${slug}`, `${testId}:b`],
        ['/', ''],
        ['/lp/another-page', ''],
      ].sort(),
    )
  })

  it('moves with its page when the page is renamed', async () => {
    const lookup = provided('experiments')!.lookup
    expect(lookup(slug)).toBe(testId)
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { slug: renamed, _status: 'published' },
      overrideAccess: true,
    })
    // At once on this instance (another one reloads within 10 s).
    expect(lookup(renamed)).toBe(testId)
    expect(lookup(slug)).toBeUndefined()
    expect(experimentFor('GET', `/lp/${renamed}`, lookup, () => 1)).toBe(`${testId}:b`)
  })

  it('ends keeping B: the page’s hero becomes B, published, with the version before in its history', async () => {
    const versionsBefore = (
      await payload.findVersions({
        collection: 'pages',
        where: { parent: { equals: pageId } },
        overrideAccess: true,
      })
    ).totalDocs
    const ended = await rest('POST', `/experiments/${testId}/end`, {
      token: marketingToken,
      body: { keep: 'b' },
    })
    expect(ended.status).toBe(200)
    const page = await payload.findByID({
      collection: 'pages',
      id: pageId,
      depth: 0,
      overrideAccess: true,
    })
    const hero = page.layout.find((block) => block.blockType === 'hero')!
    expect(hero).toMatchObject({
      headline: 'ระบบคลินิกครบ จ่ายเพียงวันละไม่กี่บาท',
      headlineHighlight: 'วันละไม่กี่บาท',
      promise: 'เริ่มใช้ได้ภายในวันเดียว',
      demoLabel: 'ขอเดโมฟรีวันนี้',
    })
    expect(page._status).toBe('published')
    const versionsAfter = (
      await payload.findVersions({
        collection: 'pages',
        where: { parent: { equals: pageId } },
        overrideAccess: true,
      })
    ).totalDocs
    expect(versionsAfter).toBeGreaterThan(versionsBefore)
    const test = await payload.findByID({
      collection: 'experiments',
      id: testId,
      overrideAccess: true,
    })
    expect(test).toMatchObject({ status: 'ended', kept: 'b' })
    expect((test.summary as { b: { enquiries: number } }).b.enquiries).toBe(31)
    // No longer picked by the server.
    await reloadExperiments()
    const lookup = provided('experiments')!.lookup
    expect(experimentFor('GET', `/lp/${renamed}`, lookup, () => 1)).toBeUndefined()
    // Ended is ended.
    expect(
      (
        await rest('POST', `/experiments/${testId}/end`, {
          token: marketingToken,
          body: { keep: 'a' },
        })
      ).status,
    ).toBe(409)
    // Its fields stay as they ended, its name included.
    const edit = await rest('PATCH', `/experiments/${testId}`, {
      token: marketingToken,
      body: { name: 'เปลี่ยนชื่อหลังจบ' },
    })
    expect(edit.status).toBe(403)
    expect(
      (await payload.findByID({ collection: 'experiments', id: testId, overrideAccess: true }))
        .name,
    ).not.toBe('เปลี่ยนชื่อหลังจบ')
  })
})

describe(`A/B tests started or ended at the same moment (${databaseKind})`, () => {
  it('never run two on one page, and end once', async () => {
    const home = (await payload.findGlobal({ slug: 'home-page', depth: 0 })) as HomePage
    // The home page's hero, without its (and its rows') ids, which the home page keeps.
    const hero = JSON.parse(
      JSON.stringify(
        home.layout.find((block) => block.blockType === 'hero')!,
        (key, value) => (key === 'id' ? undefined : value),
      ),
    ) as HomePage['layout'][number]
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: `พร้อมกัน ${stamp}`,
        slug: `ab-race-${stamp}`,
        layout: [hero],
        _status: 'published',
      },
      overrideAccess: true,
    })
    const testOf = async (headline: string) =>
      (
        await payload.create({
          collection: 'experiments',
          data: {
            name: headline,
            page: page.id,
            headline,
            headlineHighlight: headline,
            promise: 'ทดลอง',
            demoLabel: 'ขอเดโม',
            status: 'draft',
          },
          overrideAccess: true,
        })
      ).id
    const tests = [await testOf('แบบที่หนึ่ง'), await testOf('แบบที่สอง')]
    const running = async () =>
      (
        await payload.find({
          collection: 'experiments',
          where: { and: [{ page: { equals: page.id } }, { status: { equals: 'running' } }] },
          overrideAccess: true,
        })
      ).docs.map((doc) => doc.id)

    const starts = await Promise.all(
      tests.map((id) =>
        rest('POST', `/experiments/${id}/start`, { token: marketingToken, body: {} }),
      ),
    )
    const started = tests.filter((_, n) => starts[n].status === 200)
    expect(starts.map((reply) => reply.status).sort()).not.toEqual([200, 200])
    expect(starts.every((reply) => [200, 409].includes(reply.status))).toBe(true)
    expect(await running()).toEqual(started)
    // (Both may step back when each finds the other; the member starts it again.)
    const runningId = started[0] ?? tests[0]
    if (started.length === 0) {
      const again = await rest('POST', `/experiments/${runningId}/start`, {
        token: marketingToken,
        body: {},
      })
      expect(again.status).toBe(200)
    }
    expect(await running()).toEqual([runningId])

    const versions = async () =>
      (
        await payload.findVersions({
          collection: 'pages',
          where: { parent: { equals: page.id } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await versions()
    const ends = await Promise.all(
      [0, 1].map(() =>
        rest('POST', `/experiments/${runningId}/end`, {
          token: marketingToken,
          body: { keep: 'b' },
        }),
      ),
    )
    expect(ends.map((reply) => reply.status).sort()).toEqual([200, 409])
    expect(await versions()).toBe(before + 1)
    expect(await running()).toEqual([])
  })
})

describe(`won customers for the ad platforms (${databaseKind})`, () => {
  it('keep a click id only with advertising consent, and the files hold only those', async () => {
    const landing = (id: string) =>
      `https://clinic.example/lp/ads-${stamp}?utm_source=google&gclid=${id}`
    const consented = `G-consented-${stamp}`
    const refused = `G-refused-${stamp}`
    await sendLead(
      { landing_page: landing(consented), utm_medium: 'cpc' },
      consentCookie(['necessary', 'advertising']),
    )
    await sendLead(
      { landing_page: landing(refused), utm_medium: 'cpc' },
      consentCookie(['necessary']),
    )
    await sendLead(
      { landing_page: `https://clinic.example/?fbclid=F-${stamp}` },
      consentCookie(['necessary', 'analytics', 'advertising']),
    )
    const { docs } = await payload.find({
      collection: 'leads',
      where: { landingPage: { like: String(stamp) } },
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    const withConsent = docs.find((lead) => lead.adClickId === consented)!
    expect(withConsent).toMatchObject({ adClickKind: 'gclid', landingPage: landing(consented) })
    const without = docs.find((lead) => String(lead.landingPage).includes('gclid=-'))!
    expect(without.adClickId ?? null).toBeNull()
    expect(JSON.stringify(docs)).not.toContain(refused)
    const fromMeta = docs.find((lead) => lead.adClickKind === 'fbclid')!
    expect(fromMeta.adClickId).toBe(`F-${stamp}`)

    // All three become customers.
    for (const lead of [withConsent, without, fromMeta]) {
      const won = await rest('PATCH', `/leads/${lead.id}`, {
        token: salesToken,
        body: { status: 'customer' },
      })
      expect(won.status).toBe(200)
    }
    const since = new Date(Date.now() - 86_400_000)
    const google = await wonCustomers(payload, 'google', since)
    expect(google.map((customer) => customer.clickId)).toContain(consented)
    expect(google.map((customer) => customer.clickId)).not.toContain(`F-${stamp}`)
    const googleFile = conversionsCsv(
      'google',
      google.filter((c) => c.clickId === consented),
      'ลูกค้าใหม่',
    )
    const lines = googleFile.split('\r\n')
    expect(lines[0]).toBe('Parameters:TimeZone=+0700')
    expect(lines[1]).toBe(googleAdsColumns.join(','))
    expect(lines[2]).toMatch(
      new RegExp(`^${consented},ลูกค้าใหม่,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},,$`),
    )
    expect(lines).toHaveLength(3)

    const meta = await wonCustomers(payload, 'meta', since)
    const metaFile = conversionsCsv(
      'meta',
      meta.filter((c) => c.clickId === `F-${stamp}`),
      '',
    )
    const [header, row, ...more] = metaFile.split('\r\n')
    expect(header).toBe(metaColumns.join(','))
    expect(row).toMatch(new RegExp(`^Purchase,\\d{10},fb\\.1\\.\\d{13}\\.F-${stamp},,$`))
    expect(more).toEqual([])

    // The download: an admin's only; nothing personal in it.
    const download = (token: string) =>
      conversionsRoute(
        new Request('http://localhost/api/insights/conversions?platform=google&name=Won', {
          headers: { authorization: `JWT ${token}` },
        }),
      )
    expect((await download(marketingToken)).status).toBe(403)
    const file = await download(adminToken)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/)
    const body = await file.text()
    expect(body).toContain(consented)
    // No e-mail, name or phone number (a 10-digit number on its own: the
    // click ids carry a millisecond stamp, whose digits may hold any run).
    expect(body).not.toMatch(/@clinic\.example|ผู้สนใจ|(?<!\d)0\d{2}-?\d{3}-?\d{4}(?!\d)/)
  })
})
