// An admin invites a member by e-mail: the member sets their own password from a one-time link,
// and nobody ever typed or saw a password for them.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { smtpAdapter } from '@/features/notifications/smtp-adapter'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { loginToken, rest } from '../../../../tests/helpers/rest'
import { messageText, startSmtpStub } from '../../../../tests/helpers/smtp-stub'
import { createSignedInStaff } from '../../../../tests/helpers/staff'
import { inviteText } from '../content/security'

let payload: Payload
const tokens = { admin: '', marketing: '' }

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'marketing'] as const) {
    tokens[role] = (
      await createSignedInStaff(payload, `invite-${role}@clinic.example`, role, role)
    ).token
  }
})

afterAll(async () => {
  await payload?.destroy()
})

const invite = (token: string, body: Record<string, unknown>) =>
  rest('POST', '/users/invite', { token, body })

/** Runs `send` with the app's e-mail going to an SMTP stub (refusing every message if told). */
async function withSmtpStub(
  send: (smtp: Awaited<ReturnType<typeof startSmtpStub>>) => Promise<void>,
  { refusing = false } = {},
) {
  const smtp = await startSmtpStub()
  smtp.refuse(refusing)
  const configured = payload.email
  payload.email = (await smtpAdapter(smtp.url, 'Clinic Plus <no-reply@clinic.example>'))({
    payload,
  })
  try {
    await send(smtp)
  } finally {
    payload.email = configured
    await smtp.close()
  }
}

const tokenOf = (link: string) => /\/admin\/reset\/([0-9a-f]{40})$/.exec(link)?.[1]

describe('inviting a member', () => {
  it('without SMTP gives the admin a one-time link that sets the member’s own password', async () => {
    const reply = await invite(tokens.admin, {
      name: 'นภา ขายเก่ง',
      email: 'Napa@Clinic.example',
      role: 'sales',
    })
    expect(reply.status).toBe(200)
    const { emailed, link } = reply.json<{ emailed: boolean; link: string }>()
    expect(emailed).toBe(false)
    const token = tokenOf(link)
    expect(token).toBeTruthy()

    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'napa@clinic.example' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    const member = docs[0] as unknown as {
      name: string
      role: string
      available: boolean
      resetPasswordExpiration: string
    }
    expect(member).toMatchObject({ name: 'นภา ขายเก่ง', role: 'sales', available: true })
    // The link works for three days, not Payload's one hour.
    expect(Date.parse(member.resetPasswordExpiration) - Date.now()).toBeGreaterThan(71 * 3_600_000)

    // The rules for a password hold on the link's screen too.
    const weak = await rest('POST', '/users/reset-password', {
      body: { token, password: 'password1234' },
    })
    expect(weak.status).toBe(400)
    const set = await rest('POST', '/users/reset-password', {
      body: { token, password: 'a-long-and-private-phrase-42' },
    })
    expect(set.status).toBe(200)
    expect(await loginToken('napa@clinic.example', 'a-long-and-private-phrase-42')).toBeTruthy()
    // Once.
    const again = await rest('POST', '/users/reset-password', {
      body: { token, password: 'someone-else-tries-this' },
    })
    expect(again.status).toBeGreaterThanOrEqual(400)
  })

  it('with SMTP e-mails the link to the member, in Thai, and does not show it to the admin', async () => {
    await withSmtpStub(async (smtp) => {
      const reply = await invite(tokens.admin, {
        name: 'มานพ ตลาดดี',
        email: 'manop@clinic.example',
        role: 'marketing',
      })
      expect(reply.status).toBe(200)
      const body = reply.json<{ emailed: boolean; link?: string }>()
      expect(body).toMatchObject({ emailed: true })
      expect(body.link).toBeUndefined()
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0].to).toEqual(['<manop@clinic.example>'])
      const text = messageText(smtp.received[0].data)
      expect(text).toMatch(/\/admin\/reset\/[0-9a-f]{40}/)
      expect(text).toContain('สวัสดีคุณมานพ ตลาดดี')
      expect(text).toContain('ในบทบาทการตลาด')
    })
  })

  it('invites again a member who never signed in: a new link, and the old one stops working', async () => {
    const first = await invite(tokens.admin, {
      name: 'ชบา ยังไม่มา',
      email: 'chaba@clinic.example',
      role: 'sales',
    })
    const oldToken = tokenOf(first.json<{ link: string }>().link)
    const again = await invite(tokens.admin, {
      name: 'ชบา ยังไม่มา',
      email: 'chaba@clinic.example',
      role: 'sales',
    })
    expect(again.status).toBe(200)
    const body = again.json<{ again: boolean; link: string }>()
    expect(body.again).toBe(true)
    const newToken = tokenOf(body.link)
    expect(newToken).toBeTruthy()
    expect(newToken).not.toBe(oldToken)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: 'chaba@clinic.example' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    const stale = await rest('POST', '/users/reset-password', {
      body: { token: oldToken, password: 'a-long-and-private-phrase-43' },
    })
    expect(stale.status).toBeGreaterThanOrEqual(400)
    const set = await rest('POST', '/users/reset-password', {
      body: { token: newToken, password: 'a-long-and-private-phrase-43' },
    })
    expect(set.status).toBe(200)
  })

  it('gives the admin the link when the e-mail cannot be sent, instead of an error', async () => {
    await withSmtpStub(
      async () => {
        const reply = await invite(tokens.admin, {
          name: 'ดารา ส่งไม่ถึง',
          email: 'dara@clinic.example',
          role: 'marketing',
        })
        expect(reply.status).toBe(200)
        const body = reply.json<{ emailed: boolean; sendFailed: boolean; link: string }>()
        expect(body).toMatchObject({ emailed: false, sendFailed: true })
        const set = await rest('POST', '/users/reset-password', {
          body: { token: tokenOf(body.link), password: 'a-long-and-private-phrase-44' },
        })
        expect(set.status).toBe(200)
      },
      { refusing: true },
    )
  })

  it('lets an owner invite a whole team in a row, beyond the reset links’ per-address allowance', async () => {
    // The public "forgot password" form allows 4 links at once from one address; an admin's
    // invitations are not that form.
    for (let index = 0; index < 6; index += 1) {
      const reply = await invite(tokens.admin, {
        name: `ทีมใหม่ คนที่ ${index + 1}`,
        email: `team-${index}@clinic.example`,
        role: 'sales',
      })
      expect(reply.status, `invitation ${index + 1}`).toBe(200)
      expect(tokenOf(reply.json<{ link: string }>().link)).toBeTruthy()
    }
  })

  it('is an admin’s, refuses a taken address and a bad one, in Thai', async () => {
    const marketing = await invite(tokens.marketing, {
      name: 'ใครบางคน',
      email: 'someone@clinic.example',
      role: 'admin',
    })
    expect(marketing.status).toBe(403)
    expect(
      await rest('POST', '/users/invite', {
        body: { name: 'ก', email: 'x@y.example', role: 'sales' },
      }).then((r) => r.status),
    ).toBe(401)
    const taken = await invite(tokens.admin, {
      name: 'ซ้ำ',
      email: 'invite-marketing@clinic.example',
      role: 'sales',
    })
    expect(taken.status).toBe(409)
    expect(taken.json<{ message: string }>().message).toBe(inviteText.exists)
    const bad = await invite(tokens.admin, { name: 'ผิด', email: 'not-an-address', role: 'owner' })
    expect(bad.status).toBe(400)
    expect(bad.json<{ message: string }>().message).toMatch(/[ก-๙]/)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: 'someone@clinic.example' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
