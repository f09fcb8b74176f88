import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ApiReply } from '@/lib/api/http'
import { issueFormToken } from '@/lib/api/form-token.mjs'
import { purgeSpam } from '@/lib/leads/spam'
import { hashAddress } from '@/lib/client-address'
import { initialCookiePolicy } from '@/lib/consent/policy'
import { noticeVersions } from '@/lib/content/published'
import { submitLead, type LeadSubmissionDeps } from '@/lib/leads/submit'
import { createLeadWriter, type LeadRow } from '@/lib/leads/writer'
import { sweepIdleBuckets } from '@/lib/db/rate-limit-table'
import { createSharedRateLimiter } from '@/lib/shared-rate-limit'

import { signWebhook } from '@/lib/notifications/messages'

import { getTestPayload } from '../helpers/payload'
import { startWebhookReceiver } from '../helpers/webhook-receiver'

let payload: Payload
const secret = process.env.PAYLOAD_SECRET as string
let notifyAsks = 0
let deps: LeadSubmissionDeps

const validLead = () => ({
  fullname: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@clinic.co.th',
  organization_type: 'คลินิกความงาม',
  description: 'มี 2 สาขา',
  user_action: 'contact_form_submit',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'nov-promo',
  utm_term: '',
  utm_content: '',
  referrer: 'https://www.facebook.com/',
  landing_page: 'https://clinic.example/?utm_source=facebook',
  device_type: 'mobile',
  form_token: issueFormToken(secret, Date.now() - 5_000),
  website: '',
})

function post(
  body: unknown,
  {
    ip = '203.0.113.7',
    key,
    type = 'application/json',
  }: { ip?: string; key?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': type,
    'x-forwarded-for': ip,
    'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
  }
  if (key) headers['idempotency-key'] = key
  return new Request('http://localhost/api/public/leads', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function send(request: Request): Promise<{ status: number; body: ApiReply }> {
  const response = await submitLead(request, deps)
  return { status: response.status, body: (await response.json()) as ApiReply }
}

/** What the endpoint's idle runner does once a burst pauses. */
const runNotifications = () => payload.jobs.run({ queue: 'default', limit: 100, silent: true })

const countLeads = async () =>
  (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

/** A lead as staff see it, for rows made directly. */
const storedLead = (status: 'spam' | 'new') => ({
  fullname: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@clinic.co.th',
  organizationType: 'คลินิกความงาม',
  status,
})

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

beforeEach(async () => {
  notifyAsks = 0
  deps = {
    secret,
    noticeVersion: async () => (await noticeVersions(payload)).notice,
    writer: createLeadWriter(async () => payload),
    isStored: async (idempotencyKey) =>
      (
        await payload.count({
          collection: 'leads',
          where: { idempotencyKey: { equals: idempotencyKey } },
          overrideAccess: true,
        })
      ).totalDocs > 0,
    limiter: createSharedRateLimiter(async () => payload, { burst: 5, perHour: 20 }),
    afterStored: () => {
      notifyAsks += 1
    },
  }
  await payload.delete({ collection: 'leads', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'rate-limits', where: {}, overrideAccess: true })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('POST /api/public/leads', () => {
  it('stores a valid lead with its attribution and answers 200', async () => {
    const { status, body } = await send(post({ ...validLead(), extra_field: 'ignored' }))
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.message).toContain('ขอบคุณ')

    const { docs } = await payload.find({ collection: 'leads', overrideAccess: true })
    expect(docs).toHaveLength(1)
    const lead = docs[0]
    expect(lead).toMatchObject({
      fullname: 'สมชาย ใจดี',
      // In its canonical form.
      phone: '0812345678',
      email: 'somchai@clinic.co.th',
      organizationType: 'คลินิกความงาม',
      description: 'มี 2 สาขา',
      userAction: 'contact_form_submit',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'nov-promo',
      referrer: 'https://www.facebook.com/',
      landingPage: 'https://clinic.example/?utm_source=facebook',
      deviceType: 'mobile',
      status: 'new',
      // The published privacy notice's version (the seeded notice's).
      consentNoticeVersion: initialCookiePolicy.version,
      userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    })
    expect(lead.ipHash).toBe(hashAddress(secret, '203.0.113.7'))
    expect(JSON.stringify(lead)).not.toContain('203.0.113.7')
    expect(lead).not.toHaveProperty('extra_field')
  })

  it('keeps a phone number with a leading zero as text', async () => {
    await send(post({ ...validLead(), phone: '0812345678' }))
    const { docs } = await payload.find({ collection: 'leads', overrideAccess: true })
    expect(docs[0].phone).toBe('0812345678')
  })

  it('answers 400 naming the first invalid field in Thai, and stores nothing', async () => {
    const { status, body } = await send(
      post({ ...validLead(), phone: '081--234-5678', email: 'x' }),
    )
    expect(status).toBe(400)
    expect(body).toEqual({ code: 400, message: expect.stringContaining('เบอร์โทรศัพท์') })
    expect(await countLeads()).toBe(0)
  })

  it.each([
    ['a missing name', { fullname: undefined }, 'ชื่อ-นามสกุล'],
    ['an unknown organisation type', { organization_type: 'ร้านกาแฟ' }, 'ประเภทองค์กร'],
    ['a wrong user_action', { user_action: 'signup' }, 'user_action'],
    ['a UTM value over 200 characters', { utm_campaign: 'x'.repeat(201) }, 'utm_campaign'],
    ['a landing page over 2048 characters', { landing_page: 'x'.repeat(2049) }, 'landing_page'],
  ])('answers 400 for %s', async (_, change, field) => {
    const { status, body } = await send(post({ ...validLead(), ...change }))
    expect(status).toBe(400)
    expect(body.message).toContain(field)
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await send(post('{"fullname":'))).status).toBe(400)
    expect((await send(post('[1,2,3]'))).status).toBe(400)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const { status, body } = await send(
      post('fullname=x', { type: 'application/x-www-form-urlencoded' }),
    )
    expect(status).toBe(415)
    expect(body.code).toBe(415)
  })

  it('answers 413 for a body over 16 KB', async () => {
    const { status, body } = await send(post({ ...validLead(), description: 'x'.repeat(17_000) }))
    expect(status).toBe(413)
    expect(body.code).toBe(413)
    expect(await countLeads()).toBe(0)
  })

  const storedStatuses = async () =>
    (await payload.find({ collection: 'leads', overrideAccess: true })).docs.map((l) => l.status)
  const jobCount = async () =>
    (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

  it('keeps a filled honeypot as spam, answers 200 like a person, and notifies no one', async () => {
    const { status, body } = await send(post({ ...validLead(), website: 'http://spam.example' }))
    expect(status).toBe(200)
    expect(body.message).toContain('ขอบคุณ')
    expect(await storedStatuses()).toEqual(['spam'])
    expect(await jobCount()).toBe(0)
    expect(notifyAsks).toBe(0)
  })

  it('keeps a form sent faster than 3 seconds, without a token or with a made-up one as spam', async () => {
    const replies = [
      await send(post({ ...validLead(), form_token: issueFormToken(secret, Date.now() - 1_000) })),
      await send(post({ ...validLead(), form_token: undefined })),
      await send(post({ ...validLead(), form_token: `${Date.now() - 9_000}.forged` })),
    ]
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
    expect(await storedStatuses()).toEqual(['spam', 'spam', 'spam'])
    expect(await jobCount()).toBe(0)
  })

  it('answers 409 to a token that expired or was signed with another secret, and stores nothing', async () => {
    const expired = issueFormToken(secret, Date.now() - 4 * 3_600_000)
    const otherSecret = issueFormToken('o'.repeat(64), Date.now() - 5_000)
    for (const form_token of [expired, otherSecret]) {
      const { status, body } = await send(post({ ...validLead(), form_token }))
      expect(status).toBe(409)
      expect(body).toEqual({ code: 409, message: expect.stringContaining('ส่งอีกครั้ง') })
    }
    expect(await countLeads()).toBe(0)
  })

  it('answers an invalid field with 400 whatever its token or honeypot', async () => {
    for (const extra of [{ form_token: undefined }, { website: 'x' }, { form_token: 'x' }]) {
      const { status, body } = await send(post({ ...validLead(), ...extra, email: 'x' }))
      expect(status).toBe(400)
      expect(body.message).toContain('อีเมล')
    }
    expect(await countLeads()).toBe(0)
  })

  it('lets one form token store one lead; a retry of that lead still gets 200', async () => {
    const lead = validLead()
    expect((await send(post(lead, { key: 'first-form' }))).status).toBe(200)
    expect((await send(post(lead, { key: 'first-form' }))).status).toBe(200)
    const reused = await send(post({ ...lead, fullname: 'คนอื่น ใช้โทเค็นซ้ำ' }, { key: 'other' }))
    expect(reused.status).toBe(409)
    expect((await send(post({ ...lead, fullname: 'ไม่มีคีย์' }))).status).toBe(409)
    expect(await countLeads()).toBe(1)
    // The form then sends again with a fresh token and the same key: stored.
    expect((await send(post({ ...validLead(), fullname: 'คนอื่น' }, { key: 'other' }))).status).toBe(
      200,
    )
    expect(await countLeads()).toBe(2)
  })

  it('purges spam 30 days after it arrived and was last changed, and nothing else', async () => {
    // Records made now carry today's last change; the purge is run at later moments.
    const realNow = Date.now()
    const at = (daysAgo: number) => new Date(realNow - daysAgo * 86_400_000).toISOString()
    const make = (status: 'spam' | 'new', createdAt: string) =>
      payload.create({
        collection: 'leads',
        data: { ...storedLead(status), createdAt },
        overrideAccess: true,
      })
    // Spam that arrived long ago but that staff marked as spam today stays its 30 days.
    await make('spam', at(400))
    await make('new', at(400))
    await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิกสแปม',
        fullName: 'บอท',
        phone: '0812345678',
        email: 'bot@example.com',
        branchCount: 1,
        package: 'Mini',
        source: 'site',
        status: 'spam',
        createdAt: at(400),
      },
      overrideAccess: true,
    })
    const daysLater = (days: number) => realNow + days * 86_400_000
    expect(await purgeSpam(payload, daysLater(29))).toEqual({ leads: 0, registrations: 0 })
    expect(await purgeSpam(payload, daysLater(31))).toEqual({ leads: 1, registrations: 1 })
    expect(await storedStatuses()).toEqual(['new'])
    expect(await purgeSpam(payload, daysLater(31))).toEqual({ leads: 0, registrations: 0 })
  })

  it('stores one lead for the same Idempotency-Key sent twice and replies the same', async () => {
    const lead = validLead()
    const first = await send(post(lead, { key: 'form-123' }))
    const second = await send(post(lead, { key: 'form-123' }))
    expect(second).toEqual(first)
    expect(await countLeads()).toBe(1)
    await send(post(validLead(), { key: 'form-456' }))
    expect(await countLeads()).toBe(2)
  })

  it('stores one lead for a key sent at the same moment, or again to another instance', async () => {
    const lead = validLead()
    const together = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(post(lead, { key: 'double-tap', ip: `192.0.2.${i}` })),
      ),
    )
    expect(together.map((result) => result.status)).toEqual([200, 200, 200, 200, 200])
    // Another app instance (its own writer) on the same database, after a restart say.
    deps = { ...deps, writer: createLeadWriter(async () => payload) }
    expect((await send(post(lead, { key: 'double-tap' }))).status).toBe(200)
    expect(await countLeads()).toBe(1)
    const jobs = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.totalDocs).toBe(1)
  })

  it('limits one address to the burst, answering 429 with a generic message', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i += 1)
      statuses.push((await send(post(validLead(), { ip: '198.51.100.9' }))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(await countLeads()).toBe(5)
    const { body } = await send(post(validLead(), { ip: '198.51.100.9' }))
    expect(body).toEqual({ code: 429, message: expect.stringContaining('บ่อยเกินไป') })
    // Another address is not affected.
    expect((await send(post(validLead(), { ip: '198.51.100.10' }))).status).toBe(200)
  })
})

describe('shared rate limit', () => {
  const options = { burst: 5, perHour: 20 }

  it('is one bucket for every app instance on the database', async () => {
    // Two instances: two limiter objects that share nothing but the database.
    const first = createSharedRateLimiter(async () => payload, options, undefined)
    const second = createSharedRateLimiter(async () => payload, options, undefined)
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).take('lead:192.0.2.50')),
    )
    expect(verdicts.filter(Boolean)).toHaveLength(5)
    expect(await first.take('lead:192.0.2.51')).toBe(true)
    // Without REDIS_URL the buckets are rows of the database.
    const rows = await payload.find({ collection: 'rate-limits', overrideAccess: true })
    expect(rows.docs).toHaveLength(2)
  })

  it('keys its rows by a salted hash of the address, never the address itself', async () => {
    const response = await send(post(validLead(), { ip: '203.0.113.77' }))
    expect(response.status).toBe(200)
    const { docs } = await payload.find({ collection: 'rate-limits', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0].key).toMatch(/^lead:[\w-]{43}$/)
    expect(docs[0].key).not.toContain('203.0.113')
  })

  it('forgets buckets idle for a day when swept, and keeps the others', async () => {
    const limiter = createSharedRateLimiter(async () => payload, options, undefined)
    const now = Date.UTC(2026, 0, 2)
    await limiter.take('lead:old', now - 25 * 3_600_000)
    await limiter.take('lead:recent', now - 3_600_000)
    await sweepIdleBuckets(payload, now)
    const { docs } = await payload.find({ collection: 'rate-limits', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(await limiter.take('lead:recent', now)).toBe(true)
    expect(
      (await payload.count({ collection: 'rate-limits', overrideAccess: true })).totalDocs,
    ).toBe(1)
  })

  it('refills at the configured rate, never above the burst', async () => {
    const limiter = createSharedRateLimiter(async () => payload, options)
    const start = Date.UTC(2026, 0, 1)
    for (let i = 0; i < 5; i += 1) expect(await limiter.take('lead:refill', start)).toBe(true)
    expect(await limiter.take('lead:refill', start)).toBe(false)
    // 20 per hour: one token every 3 minutes.
    expect(await limiter.take('lead:refill', start + 2 * 60_000)).toBe(false)
    expect(await limiter.take('lead:refill', start + 3 * 60_000)).toBe(true)
    expect(await limiter.take('lead:refill', start + 3 * 60_000)).toBe(false)
    // A day later the bucket holds the burst again, not more.
    const later = start + 24 * 3_600_000
    const burst = []
    for (let i = 0; i < 7; i += 1) burst.push(await limiter.take('lead:refill', later))
    expect(burst.filter(Boolean)).toHaveLength(5)
  })

  it('forgets a bucket on reset', async () => {
    const limiter = createSharedRateLimiter(async () => payload, { burst: 1, perHour: 1 })
    expect(await limiter.take('login:192.0.2.9')).toBe(true)
    expect(await limiter.take('login:192.0.2.9')).toBe(false)
    await limiter.reset?.('login:192.0.2.9')
    expect(await limiter.take('login:192.0.2.9')).toBe(true)
  })
})

describe('group commit', () => {
  const row = (fullname: string): LeadRow => ({
    fullname,
    phone: '0812345678',
    email: 'group@example.com',
    organizationType: 'คลินิกทันตกรรม',
    userAction: 'contact_form_submit',
    status: 'new',
  })

  it('stores leads that arrive together in shared transactions, each with its own job', async () => {
    const writer = createLeadWriter(async () => payload)
    const begin = vi.spyOn(payload.db, 'beginTransaction')
    try {
      await Promise.all(Array.from({ length: 40 }, (_, i) => writer.write(row(`ผู้สนใจ ${i}`))))
      // The first lead goes alone; the 39 that queued behind it share the next transaction.
      expect(begin.mock.calls.length).toBeLessThanOrEqual(3)
    } finally {
      begin.mockRestore()
    }
    const leads = await payload.find({ collection: 'leads', limit: 100, overrideAccess: true })
    expect(leads.totalDocs).toBe(40)
    expect(new Set(leads.docs.map((lead) => lead.fullname)).size).toBe(40)
    expect(leads.docs[0]).toMatchObject({ status: 'new', email: 'group@example.com' })
    expect(Date.parse(leads.docs[0].createdAt)).toBeGreaterThan(Date.now() - 60_000)

    const jobs = await payload.find({
      collection: 'payload-jobs',
      limit: 100,
      overrideAccess: true,
    })
    const jobLeadIds = jobs.docs.map((job) => (job.input as { leadId: number }).leadId)
    expect(jobLeadIds.sort()).toEqual(leads.docs.map((lead) => lead.id).sort())
  })

  it('writes a lone lead at once, and when busy lets leads arriving one after another share a commit', async () => {
    const writer = createLeadWriter(async () => payload, { gatherMs: 1_000, busyWithinMs: 10_000 })
    const begin = vi.spyOn(payload.db, 'beginTransaction')
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20))
    try {
      const started = performance.now()
      expect(await writer.write(row('คนแรก'))).toBe('stored')
      // Quiet: it did not wait for company.
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(begin).toHaveBeenCalledTimes(1)

      // Busy now: three leads 20 ms apart, as requests come through a loaded server, one commit.
      const next = [writer.write(row('คนที่สอง'))]
      await pause()
      next.push(writer.write(row('คนที่สาม')))
      await pause()
      next.push(writer.write(row('คนที่สี่')))
      expect(await Promise.all(next)).toEqual(['stored', 'stored', 'stored'])
      expect(begin).toHaveBeenCalledTimes(2)
    } finally {
      begin.mockRestore()
    }
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(4)
  })

  it('keeps the good leads of a batch when one of them cannot be stored', async () => {
    const writer = createLeadWriter(async () => payload)
    const broken = { ...row('ไม่มีเบอร์'), phone: null } as unknown as LeadRow
    const results = await Promise.allSettled([
      writer.write(row('คนแรก')),
      writer.write(row('คนที่สอง')),
      writer.write(broken),
      writer.write(row('คนที่สาม')),
    ])
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    const { docs } = await payload.find({ collection: 'leads', overrideAccess: true })
    expect(docs.map((lead) => lead.fullname).sort()).toEqual(['คนแรก', 'คนที่สอง', 'คนที่สาม'].sort())
    expect(
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    ).toBe(3)
  })
})

describe('lead access', () => {
  it('is closed to anonymous API users: no read, create, update or delete', async () => {
    await send(post(validLead()))
    const [lead] = (await payload.find({ collection: 'leads', overrideAccess: true })).docs
    await expect(
      payload.find({ collection: 'leads', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'leads',
        overrideAccess: false,
        data: {
          fullname: 'x',
          phone: '0812345678',
          email: 'a@b.co',
          organizationType: 'ไม่ระบุ',
          status: 'new',
        },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({
        collection: 'leads',
        id: lead.id,
        overrideAccess: false,
        data: { status: 'customer' },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({ collection: 'leads', id: lead.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('lets a logged-in staff member read and update a lead', async () => {
    await send(post(validLead()))
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `sales-${Date.now()}@example.com`,
        password: 'a-long-password',
        role: 'sales',
      },
      overrideAccess: true,
    })
    const { docs } = await payload.find({ collection: 'leads', overrideAccess: false, user })
    expect(docs).toHaveLength(1)
    const updated = await payload.update({
      collection: 'leads',
      id: docs[0].id,
      overrideAccess: false,
      user,
      data: { status: 'contacted', staffNotes: 'โทรแล้ว นัดเดโมวันศุกร์' },
    })
    expect(updated.status).toBe('contacted')
  })
})

describe('lead notification', () => {
  const webhookSecret = 'w'.repeat(32)
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined

  afterEach(async () => {
    await receiver?.close()
    receiver = undefined
  })

  /** The e-mails Payload's adapter is asked to send (the SMTP server is outside our system). */
  const recordEmails = () =>
    vi.spyOn(payload, 'sendEmail').mockImplementation(async () => undefined)

  it('queues a job with the lead and runs it after the reply: e-mail and signed webhook', async () => {
    receiver = await startWebhookReceiver()
    vi.stubEnv('SMTP_URL', 'smtp://localhost:2525')
    vi.stubEnv('SALES_EMAIL', 'sales@example.com')
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
    const emails = recordEmails()

    await send(post({ ...validLead(), fullname: '<script>alert(1)</script>' }))
    expect(notifyAsks).toBe(1)
    expect(emails).not.toHaveBeenCalled()
    await runNotifications()

    expect(emails).toHaveBeenCalledTimes(1)
    const [mail] = emails.mock.calls[0] as [{ to: string; html: string; text: string }]
    expect(mail.to).toBe('sales@example.com')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&#60;script&#62;')
    // The channel and the campaign, so sales knows where the lead came from.
    expect(mail.text).toContain('ช่องทาง: โฆษณา (facebook / cpc)')
    expect(mail.text).toContain('แคมเปญ (utm_campaign): nov-promo')

    expect(receiver.deliveries).toHaveLength(1)
    const { headers, body } = receiver.deliveries[0]
    const signature = String(headers['x-clinicplus-signature'])
    const t = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(signature)?.[1])
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60)
    expect(signature).toBe(signWebhook(webhookSecret, body, t * 1000))
    expect(JSON.parse(body)).toMatchObject({
      event: 'lead.created',
      lead: {
        fullName: '<script>alert(1)</script>',
        channel: 'paid',
        attribution: { utmSource: 'facebook' },
      },
    })
    // Nothing that identifies the device: no address hash, no user agent, no form token.
    expect(body).not.toMatch(/ipHash|userAgent|formToken|idempotencyKey|iPhone/)
  })

  it('signs with the webhook secret, never the Payload secret, and each delivery with its own time', async () => {
    const body = '{"event":"lead.created"}'
    const first = signWebhook(webhookSecret, body, Date.UTC(2026, 0, 1))
    expect(first).not.toBe(signWebhook(secret, body, Date.UTC(2026, 0, 1)))
    expect(first).not.toBe(signWebhook(webhookSecret, body, Date.UTC(2026, 0, 1, 0, 5)))
  })

  it('does not follow a redirect with the signed delivery: the job fails and is retried', async () => {
    const elsewhere = await startWebhookReceiver()
    receiver = await startWebhookReceiver({ redirectTo: elsewhere.url })
    try {
      vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
      vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)
      await send(post(validLead()))
      await runNotifications()
      expect(receiver.deliveries).toHaveLength(1)
      expect(elsewhere.deliveries).toHaveLength(0)
      const [job] = (await payload.find({ collection: 'payload-jobs', overrideAccess: true })).docs
      expect(job.completedAt).toBeFalsy()
      expect(job.totalTried).toBe(1)
    } finally {
      await elsewhere.close()
    }
  })

  it('retries a failed notification without losing the lead', async () => {
    receiver = await startWebhookReceiver({ statuses: [503] })
    vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
    vi.stubEnv('LEAD_WEBHOOK_SECRET', webhookSecret)

    const { status } = await send(post(validLead()))
    expect(status).toBe(200)
    await runNotifications()
    expect(receiver.deliveries).toHaveLength(1)
    expect(await countLeads()).toBe(1)

    const [job] = (await payload.find({ collection: 'payload-jobs', overrideAccess: true })).docs
    expect(job.hasError).toBeFalsy()
    expect(job.totalTried).toBe(1)
    // The retry is due after the backoff; run it as the scheduler would.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date().toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.runByID({ id: job.id, silent: true })
    expect(receiver.deliveries).toHaveLength(2)
    // Done: Payload removes a completed job.
    expect(
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})
