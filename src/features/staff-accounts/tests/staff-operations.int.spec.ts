// Payload's own staff operations through the REST route, as the admin calls them: a password
// reset and a saved export each finish with a reply, not a wait for the database that ends in 500.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetReplyFloorMs } from '@/kernel/api/payload-rest'

import { smtpAdapter } from '@/features/notifications/smtp-adapter'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { loginToken, rest } from '../../../../tests/helpers/rest'
import { messageText, startSmtpStub } from '../../../../tests/helpers/smtp-stub'
import { createSignedInStaff, staffPassword } from '../../../../tests/helpers/staff'
import { loginGuardMessage } from '../collections/users/hooks/login-guard'

let payload: Payload
const tokens = { admin: '', sales: '', marketing: '' }

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'sales', 'marketing'] as const) {
    tokens[role] = (await createSignedInStaff(payload, `${role}@clinic.example`, role, role)).token
  }
})

afterAll(async () => {
  await payload?.destroy()
})

async function storedResetToken(email: string): Promise<string | null | undefined> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  return (docs[0] as { resetPasswordToken?: string | null }).resetPasswordToken
}

describe('a forgotten password', () => {
  it('is answered within seconds with the console e-mail adapter, and the reset token is stored', async () => {
    const started = Date.now()
    const reply = await rest('POST', '/users/forgot-password', {
      body: { email: 'sales@clinic.example' },
    })
    expect(reply.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await storedResetToken('sales@clinic.example')).toMatch(/^[0-9a-f]{40}$/)
  })

  it('sends the reset link over SMTP, and the link sets a new password that logs in', async () => {
    const smtp = await startSmtpStub()
    const configured = payload.email
    payload.email = (await smtpAdapter(smtp.url, 'Clinic Plus <no-reply@clinic.example>'))({
      payload,
    })
    try {
      const reply = await rest('POST', '/users/forgot-password', {
        body: { email: 'marketing@clinic.example' },
      })
      expect(reply.status).toBe(200)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0].to).toEqual(['<marketing@clinic.example>'])
      const body = messageText(smtp.received[0].data)
      const token = /\/admin\/reset\/([0-9a-f]{40})/.exec(body)?.[1]
      expect(token).toBe(await storedResetToken('marketing@clinic.example'))

      const reset = await rest('POST', '/users/reset-password', {
        body: { token, password: 'a-brand-new-password' },
      })
      expect(reset.status).toBe(200)
      expect(await loginToken('marketing@clinic.example', 'a-brand-new-password')).toBeTruthy()
      tokens.marketing = await loginToken('marketing@clinic.example', 'a-brand-new-password')
    } finally {
      payload.email = configured
      await smtp.close()
    }
  })
  it('answers a known and an unknown address alike, and no sooner than the floor', async () => {
    const answer = async (email: string) => {
      const started = Date.now()
      const reply = await rest('POST', '/users/forgot-password', {
        body: { email },
        headers: { 'x-forwarded-for': '192.0.2.41' },
      })
      return { status: reply.status, body: reply.text, ms: Date.now() - started }
    }
    const known = await answer('admin@clinic.example')
    const unknown = await answer('nobody-here@clinic.example')
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toBe(known.body)
    expect(known.ms).toBeGreaterThanOrEqual(resetReplyFloorMs)
    expect(unknown.ms).toBeGreaterThanOrEqual(resetReplyFloorMs)
  })

  it('limits one address as the login does: 4 requests, then 429 in Thai', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await rest('POST', '/users/forgot-password', {
        body: { email: `guess-${attempt}@clinic.example` },
        headers: { 'x-forwarded-for': '192.0.2.42' },
      })
      statuses.push(reply.status)
      if (reply.status === 429) expect(reply.text).toContain(loginGuardMessage)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429])
    // Another address still has its own allowance.
    const other = await rest('POST', '/users/forgot-password', {
      body: { email: 'guess@clinic.example' },
      headers: { 'x-forwarded-for': '192.0.2.43' },
    })
    expect(other.status).toBe(200)
  })
})

describe('a saved export', () => {
  it.each(['leads', 'registrations'] as const)(
    'of %s is queued with the reply and written as a file by the job runner',
    async (collectionSlug) => {
      if (collectionSlug === 'leads') {
        await payload.create({
          collection: 'leads',
          data: {
            fullname: 'สมชาย ส่งออก',
            phone: '0812345678',
            email: 'export-lead@clinic.example',
            organizationType: 'คลินิกความงาม',
            status: 'new',
          },
          overrideAccess: true,
        })
      } else {
        await payload.create({
          collection: 'registrations',
          data: {
            clinicName: '=คลินิกส่งออก',
            fullName: 'สมหญิง ส่งออก',
            phone: '0812345679',
            email: 'export-registration@clinic.example',
            branchCount: 1,
            package: 'Mini',
            source: 'api',
            status: 'new',
          },
          overrideAccess: true,
        })
      }
      const started = Date.now()
      const reply = await rest('POST', '/exports', {
        token: tokens.sales,
        body: { name: `export-${collectionSlug}`, collectionSlug, format: 'csv' },
      })
      expect(reply.status).toBe(201)
      expect(Date.now() - started).toBeLessThan(5_000)
      const { doc } = reply.json<{ doc: { id: number } }>()

      await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
      const saved = await payload.findByID({
        collection: 'exports',
        id: doc.id,
        overrideAccess: true,
      })
      expect(saved.filename).toMatch(/\.csv$/)
      const file = await rest('GET', `/exports/file/${encodeURIComponent(saved.filename!)}`, {
        token: tokens.sales,
      })
      expect(file.status).toBe(200)
      if (collectionSlug === 'leads') expect(file.text).toContain('สมชาย ส่งออก')
      else {
        expect(file.text).toContain(`'=คลินิกส่งออก`)
        expect(file.text).not.toMatch(/(^|,)"?=คลินิก/m)
      }
    },
  )
})

describe('the Local API outside any request', () => {
  it('creates an export and queues its job at once, as the jobs and our own code would', async () => {
    const started = Date.now()
    const doc = await payload.create({
      collection: 'exports',
      data: { name: 'local-export', collectionSlug: 'leads', format: 'csv' },
      overrideAccess: true,
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'createCollectionExport' } },
      overrideAccess: true,
    })
    expect(doc.id).toBeTruthy()
    expect(totalDocs).toBeGreaterThan(0)
  })
})

describe('every Payload auth operation', () => {
  it('answers once each, with its own status and never a 500', async () => {
    const email = 'every-op@clinic.example'
    const { token } = await createSignedInStaff(payload, email, 'ทุกคำสั่ง', 'sales')
    const statuses: Record<string, number> = {}
    const call = async (name: string, ...args: Parameters<typeof rest>) => {
      const started = Date.now()
      const reply = await rest(...args)
      expect(Date.now() - started, name).toBeLessThan(5_000)
      statuses[name] = reply.status
      return reply
    }
    await call('init', 'GET', '/users/init')
    await call('access', 'GET', '/access', { token })
    await call('me', 'GET', '/users/me', { token })
    const refreshed = await call('refresh', 'POST', '/users/refresh-token', { token })
    const fresh = String(refreshed.json().refreshedToken)
    await call('forgot', 'POST', '/users/forgot-password', { body: { email } })
    await call('reset (wrong token)', 'POST', '/users/reset-password', {
      body: { token: 'f'.repeat(40), password: 'another-long-password' },
    })
    await call('unlock', 'POST', '/users/unlock', { token: tokens.admin, body: { email } })
    await call('verify (not enabled)', 'POST', '/users/verify/abc')
    await call('first-register (users exist)', 'POST', '/users/first-register', {
      body: { email: 'late@clinic.example', password: staffPassword, role: 'admin' },
    })
    await call('logout', 'POST', '/users/logout', { token: fresh })
    expect(statuses).toEqual({
      init: 200,
      access: 200,
      me: 200,
      refresh: 200,
      forgot: 200,
      'reset (wrong token)': 403,
      // Accounts are never locked (maxLoginAttempts: 0): the door removes the endpoint.
      unlock: 404,
      'verify (not enabled)': 404,
      'first-register (users exist)': 403,
      logout: 200,
    })
  })
})
