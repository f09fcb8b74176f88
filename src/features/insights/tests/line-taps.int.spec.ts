// LINE chat taps as enquiries: the endpoint keeps the page, placement, campaign, channel, device
// type and day and nothing that identifies the visitor; the dashboard counts them per campaign
// next to form leads and registrations.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createMemoryRateLimiter } from '@/kernel/api/rate-limit'
import { bangkokDay } from '@/kernel/text/thai-date'

import { enquirySources } from '@/features/dashboard/enquiry-sources'

import { clearOfBangkokMidnight } from '../../../../tests/helpers/bangkok-day'
import { getTestPayload } from '../../../../tests/helpers/payload'
import { lineTapEndpoint, lineTapReplies } from '../line-taps'

let payload: Payload

const tap = (body: unknown) =>
  lineTapEndpoint({ payload: async () => payload, limiter: null })(
    new Request('http://localhost/api/public/line-taps', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

const valid = {
  placement: 'hero',
  page: '/lp/ธันวา-โปร',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'dec-promo',
  referrer: 'https://m.facebook.com/',
  landing_page: 'https://clinicplus.example/lp/ธันวา-โปร?utm_source=facebook&fbclid=abc',
  device_type: 'mobile',
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('a LINE chat tap', () => {
  it('is stored with its page, placement, campaign, channel, landing page, variant, device and day only', async () => {
    // The tap and the day expected here must fall on one Bangkok day.
    await clearOfBangkokMidnight(5_000)
    const reply = await tap(valid)
    expect(reply.status).toBe(200)
    expect((await reply.json()).message).toBe(lineTapReplies.ok)
    const { docs } = await payload.find({ collection: 'line-taps', overrideAccess: true })
    expect(docs).toHaveLength(1)
    const { id, createdAt, updatedAt, ...stored } = docs[0]
    expect({ id, createdAt, updatedAt }).toBeTruthy()
    expect(stored).toEqual({
      day: bangkokDay(new Date()),
      page: '/lp/ธันวา-โปร',
      placement: 'hero',
      campaign: 'dec-promo',
      channel: 'paid',
      deviceType: 'mobile',
      landingPage: '/lp/ธันวา-โปร',
      experiment: null,
    })
    expect(JSON.stringify(docs[0])).not.toMatch(/facebook\.com|fbclid|utm_source/)
  })

  it('refuses what is not a tap on our site', async () => {
    for (const body of [
      { ...valid, placement: 'Hero Button!' },
      { ...valid, page: 'https://evil.example/' },
      { ...valid, device_type: 'fridge' },
      { ...valid, utm_campaign: 'x\u0000y' },
      { ...valid, phone: '0812345678' },
    ]) {
      expect((await tap(body)).status).toBe(400)
    }
  })

  it('is limited per address', async () => {
    const limited = lineTapEndpoint({
      payload: async () => payload,
      limiter: createMemoryRateLimiter({ burst: 2, perHour: 2 }),
    })
    const send = () =>
      limited(
        new Request('http://localhost/api/public/line-taps', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(valid),
        }),
      )
    expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([
      200, 200, 429,
    ])
  })
})

describe('the dashboard’s enquiries by campaign', () => {
  it('counts taps next to form leads and registrations per campaign', async () => {
    await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ก',
        phone: '0812345678',
        email: 'a@clinic.example',
        organizationType: 'คลินิกความงาม',
        utmCampaign: 'dec-promo',
        status: 'new',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'leads',
      data: {
        fullname: 'สแปม',
        phone: '0812345679',
        email: 'b@clinic.example',
        organizationType: 'คลินิกความงาม',
        utmCampaign: 'dec-promo',
        status: 'spam',
      },
      overrideAccess: true,
    })
    await tap({ ...valid, utm_campaign: '' })
    const { rows, total } = await enquirySources(payload)
    const promo = rows.find((row) => row.campaign === 'dec-promo')
    expect(promo).toEqual({ campaign: 'dec-promo', leads: 1, registrations: 0, lineTaps: 3 })
    expect(rows.find((row) => row.campaign === '')).toMatchObject({ lineTaps: 1 })
    expect(total).toMatchObject({ leads: 1, lineTaps: 4 })
  })
})
