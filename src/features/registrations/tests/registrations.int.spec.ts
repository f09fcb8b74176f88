import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { issueFormToken } from '@/kernel/api/form-token.mjs'
import type { ApiReply } from '@/kernel/api/http'
import { createMemoryRateLimiter } from '@/kernel/api/rate-limit'
import { initialCookiePolicy } from '@/kernel/consent/policy'

import { submitConsent, type ConsentDeps } from '@/features/privacy/consent/submit'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { startWebhookReceiver } from '../../../../tests/helpers/webhook-receiver'
import { submitRegistration, type RegistrationDeps } from '../submit'

let payload: Payload
const token = 't'.repeat(40)
const site = 'http://localhost:3000'

const registration = (overrides: Record<string, unknown> = {}) => ({
  clinicName: 'คลินิกทันตกรรมยิ้มสวย',
  fullName: 'สมศักดิ์ รักฟัน',
  phone: '02-123-4567',
  email: `owner+${Math.random().toString(36).slice(2)}@smile.co.th`,
  branchCount: 3,
  package: 'Ultimate',
  message: 'ต้องการเริ่มใช้เดือนหน้า',
  ...overrides,
})

function request(
  body: unknown,
  {
    headers = {},
    ip = '198.51.100.9',
    raw,
  }: { headers?: Record<string, string>; ip?: string; raw?: string } = {},
) {
  return new Request(`${site}/api/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: raw ?? JSON.stringify(body),
  })
}

const deps = (limiter: RegistrationDeps['limiter'] = null): RegistrationDeps => ({
  payload: async () => payload,
  secret: 's'.repeat(32),
  limiter,
})

async function send(response: Promise<Response>) {
  const res = await response
  return { status: res.status, body: (await res.json()) as ApiReply }
}

const api = { kind: 'api' as const, expectedToken: token }
const bearer = { authorization: `Bearer ${token}` }

async function storedByEmail(email: string) {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/v2/register', () => {
  it('refuses a request without the bearer token, or with a wrong one, with 401', async () => {
    const data = registration()
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: token },
    ]
    for (const headers of attempts) {
      const { status, body } = await send(
        submitRegistration(request(data, { headers }), api, deps()),
      )
      expect(status).toBe(401)
      expect(body.code).toBe(401)
    }
    const unset = { kind: 'api' as const, expectedToken: undefined }
    expect(
      (await send(submitRegistration(request(data, { headers: bearer }), unset, deps()))).status,
    ).toBe(401)
    expect(await storedByEmail(data.email)).toEqual([])
  })

  it('stores a valid registration from a machine client and replies 200', async () => {
    const data = registration({ branchCount: '7' })
    const { status, body } = await send(
      submitRegistration(request(data, { headers: bearer }), api, deps()),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ code: 200, message: expect.stringContaining('ลงทะเบียน') })
    const [stored] = await storedByEmail(data.email)
    expect(stored).toMatchObject({
      clinicName: data.clinicName,
      // In its canonical form.
      phone: '021234567',
      branchCount: 7,
      package: 'Ultimate',
      source: 'api',
      status: 'new',
    })
    expect(stored.ipHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each([
    [{ branchCount: 0 }, 'จำนวนสาขา'],
    [{ package: 'Gold' }, 'แพ็กเกจ'],
    [{ phone: '12' }, 'เบอร์โทรศัพท์'],
    [{ email: 'not-an-email' }, 'อีเมล'],
    [{ message: 'ก'.repeat(2001) }, 'ข้อความ'],
  ])('answers %j with 400 naming the field in Thai', async (override, label) => {
    const data = registration(override)
    const { status, body } = await send(
      submitRegistration(request(data, { headers: bearer }), api, deps()),
    )
    expect(status).toBe(400)
    expect(body.message).toContain(label)
    expect(await storedByEmail(data.email)).toEqual([])
  })

  it('answers bad bodies with 400, 413 and 415 like the lead endpoint', async () => {
    const broken = await send(
      submitRegistration(request(null, { headers: bearer, raw: '{"a":' }), api, deps()),
    )
    expect(broken.status).toBe(400)
    const huge = await send(
      submitRegistration(
        request(registration({ message: 'ก'.repeat(20_000) }), { headers: bearer }),
        api,
        deps(),
      ),
    )
    expect(huge.status).toBe(413)
    const form = await send(
      submitRegistration(
        request(null, { headers: { ...bearer, 'content-type': 'text/plain' }, raw: 'x' }),
        api,
        deps(),
      ),
    )
    expect(form.status).toBe(415)
  })

  it('rate-limits one address with 429 while another still gets through', async () => {
    const limiter = createMemoryRateLimiter({ burst: 2, perHour: 1 })
    const statuses = []
    for (let i = 0; i < 4; i += 1) {
      const res = await send(
        submitRegistration(
          request(registration(), { headers: bearer, ip: '203.0.113.50' }),
          api,
          deps(limiter),
        ),
      )
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 429, 429])
    const other = await send(
      submitRegistration(
        request(registration(), { headers: bearer, ip: '203.0.113.51' }),
        api,
        deps(limiter),
      ),
    )
    expect(other.status).toBe(200)
  })
})

describe('POST /api/public/register (the site: no bearer token, the form guards instead)', () => {
  const siteCaller = { kind: 'site' as const, siteOrigin: site }
  const formSecret = 's'.repeat(32)
  const fromForm = (overrides: Record<string, unknown> = {}) =>
    registration({
      form_token: issueFormToken(formSecret, Date.now() - 5_000),
      website: '',
      utm_source: 'line',
      utm_campaign: 'ปลายปี',
      landing_page: `${site}/?utm_source=line`,
      device_type: 'mobile',
      ...overrides,
    })
  const sendFromSite = (data: unknown, headers: Record<string, string> = {}) =>
    send(
      submitRegistration(
        request(data, { headers: { origin: site, ...headers } }),
        siteCaller,
        deps(),
      ),
    )

  it('stores a registration sent from our own origin, with its attribution and yearly value', async () => {
    const data = fromForm()
    const { status } = await sendFromSite(data)
    expect(status).toBe(200)
    expect((await storedByEmail(data.email))[0]).toMatchObject({
      source: 'site',
      status: 'new',
      package: 'Ultimate',
      branchCount: 3,
      yearlyValue: 114_000,
      utmSource: 'line',
      utmCampaign: 'ปลายปี',
      deviceType: 'mobile',
    })
  })

  it('refuses another origin with 403', async () => {
    const data = fromForm()
    const { status } = await send(
      submitRegistration(
        request(data, { headers: { origin: 'https://evil.example' } }),
        siteCaller,
        deps(),
      ),
    )
    expect(status).toBe(403)
    expect(await storedByEmail(data.email)).toEqual([])
  })

  it('keeps a filled honeypot or a missing token as spam, answered like a person', async () => {
    const trapped = fromForm({ website: 'http://spam.example' })
    const tokenless = fromForm({ form_token: undefined })
    expect((await sendFromSite(trapped)).status).toBe(200)
    expect((await sendFromSite(tokenless)).status).toBe(200)
    expect((await storedByEmail(trapped.email))[0].status).toBe('spam')
    expect((await storedByEmail(tokenless.email))[0].status).toBe('spam')
  })

  it('answers 409 to a stale token and stores nothing', async () => {
    const data = fromForm({ form_token: issueFormToken(formSecret, Date.now() - 4 * 3_600_000) })
    const { status, body } = await sendFromSite(data)
    expect(status).toBe(409)
    expect(body.message).toContain('ส่งอีกครั้ง')
    expect(await storedByEmail(data.email)).toEqual([])
  })

  it('refuses an address the collection could not save with 400 on the e-mail field', async () => {
    // A domain label ending in a hyphen: once accepted by the schema and refused by the
    // collection, so the sign-up failed with 500.
    const data = fromForm({ email: 'owner@clinic-.co.th' })
    const { status, body } = await sendFromSite(data)
    expect(status).toBe(400)
    expect(body.message).toContain('อีเมล')
  })

  it('stores one registration per Idempotency-Key and one per form token', async () => {
    const data = fromForm()
    expect((await sendFromSite(data, { 'idempotency-key': 'reg-1' })).status).toBe(200)
    expect((await sendFromSite(data, { 'idempotency-key': 'reg-1' })).status).toBe(200)
    expect(await storedByEmail(data.email)).toHaveLength(1)
    const reused = { ...data, email: 'second@smile.co.th' }
    expect((await sendFromSite(reused, { 'idempotency-key': 'reg-2' })).status).toBe(409)
    expect(await storedByEmail('second@smile.co.th')).toEqual([])
  })

  it('notifies sales of a sign-up, marked as one, with its package, branches and yearly value', async () => {
    const receiver = await startWebhookReceiver()
    const emails = vi.spyOn(payload, 'sendEmail').mockImplementation(async () => undefined)
    try {
      vi.stubEnv('SMTP_URL', 'smtp://localhost:2525')
      vi.stubEnv('SALES_EMAIL', 'sales@example.com')
      vi.stubEnv('LEAD_WEBHOOK_URL', receiver.url)
      vi.stubEnv('LEAD_WEBHOOK_SECRET', 'w'.repeat(32))
      await payload.delete({ collection: 'payload-jobs', where: {}, overrideAccess: true })
      expect((await sendFromSite(fromForm({ website: 'http://spam.example' }))).status).toBe(200)
      expect((await sendFromSite(fromForm())).status).toBe(200)
      // One job: the spam sign-up gets none.
      const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
      expect(jobs.docs.map((job) => job.taskSlug)).toEqual(['notifyRegistration'])
      await payload.jobs.run({ queue: 'default', limit: 10, silent: true })

      const [mail] = emails.mock.calls[0] as [{ subject: string; text: string }]
      expect(mail.subject).toBe('สมัครทดลองใช้: คลินิกทันตกรรมยิ้มสวย · Ultimate · 3 สาขา')
      expect(mail.text).toContain('มูลค่าต่อปี (ก่อน VAT): 114,000 บาท')
      expect(mail.text).toContain('ช่องทาง: LINE (line)')
      expect(receiver.deliveries).toHaveLength(1)
      expect(JSON.parse(receiver.deliveries[0].body)).toMatchObject({
        event: 'registration.created',
        registration: {
          package: 'Ultimate',
          branchCount: 3,
          yearlyValue: 114_000,
          channel: 'line',
        },
      })
    } finally {
      emails.mockRestore()
      vi.unstubAllEnvs()
      await receiver.close()
    }
  })

  it('answers an invalid field with 400 whatever its token', async () => {
    const { status, body } = await sendFromSite(fromForm({ form_token: undefined, branchCount: 0 }))
    expect(status).toBe(400)
    expect(body.message).toContain('จำนวนสาขา')
  })
})

describe('POST /api/public/consents', () => {
  const consentDeps = (): ConsentDeps => ({ payload: async () => payload, limiter: null })
  const post = (body: unknown) =>
    new Request(`${site}/api/public/consents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('records the id, categories and policy version', async () => {
    const consentId = crypto.randomUUID()
    const { status } = await send(
      submitConsent(
        post({
          consentId,
          categories: ['necessary', 'analytics'],
          policyVersion: initialCookiePolicy.version,
        }),
        consentDeps(),
      ),
    )
    expect(status).toBe(200)
    const { docs } = await payload.find({
      collection: 'consents',
      where: { consentId: { equals: consentId } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].categories).toEqual(['necessary', 'analytics'])
    expect(docs[0].policyVersion).toBe(initialCookiePolicy.version)
  })

  it.each([
    [{ consentId: 'abc', categories: ['necessary'], policyVersion: '1' }],
    [{ consentId: crypto.randomUUID(), categories: ['analytics'], policyVersion: '1' }],
    [{ consentId: crypto.randomUUID(), categories: ['necessary', 'tracking'], policyVersion: '1' }],
    [{ consentId: crypto.randomUUID(), categories: ['necessary'] }],
  ])('refuses %j with 400', async (body) => {
    expect((await send(submitConsent(post(body), consentDeps()))).status).toBe(400)
  })

  it.each([
    ['a NUL character', `${initialCookiePolicy.version}\u0000`],
    ['a line break', `${initialCookiePolicy.version}\n`],
    ['an escape character', `\u001b[31m${initialCookiePolicy.version}`],
  ])('refuses a policy version with %s with 400, never 500', async (_, policyVersion) => {
    const body = { consentId: crypto.randomUUID(), categories: ['necessary'], policyVersion }
    const { status, body: reply } = await send(submitConsent(post(body), consentDeps()))
    expect(status).toBe(400)
    expect(reply.message).toMatch(/นโยบายคุกกี้/)
  })

  it('accepts only the current policy version', async () => {
    const body = {
      consentId: crypto.randomUUID(),
      categories: ['necessary'],
      policyVersion: '2020-01-01',
    }
    const { status, body: reply } = await send(submitConsent(post(body), consentDeps()))
    expect(status).toBe(400)
    expect(reply.message).toContain(initialCookiePolicy.version)
    const { totalDocs } = await payload.count({
      collection: 'consents',
      where: { consentId: { equals: body.consentId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('access', () => {
  it('refuses anonymous reads of leads, registrations and consents', async () => {
    for (const collection of ['leads', 'registrations', 'consents'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
  })

  it('lets no one create registrations or consents through the API rules', async () => {
    await expect(
      payload.create({
        collection: 'registrations',
        data: registration() as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
