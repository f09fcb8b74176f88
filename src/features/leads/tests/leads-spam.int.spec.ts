// The lead endpoint's bot checks: a filled honeypot, a form sent too fast or with a made-up token is
// kept as spam behind a reply a person would get; an expired token is refused; spam is purged after
// 30 days.
import { describe, expect, it } from 'vitest'

import { issueFormToken } from '@/kernel/api/form-token.mjs'

import {
  formSecret,
  leadRequest,
  setUpLeadEndpoint,
  validLead,
} from '../../../../tests/helpers/lead-endpoint'
import { purgeSpam } from '../spam'

const endpoint = setUpLeadEndpoint()
const { send, countLeads, countJobs } = endpoint

const storedStatuses = async () =>
  (await endpoint.payload.find({ collection: 'leads', overrideAccess: true })).docs.map(
    (l) => l.status,
  )

/** A lead as staff see it, for rows made directly. */
const storedLead = (status: 'spam' | 'new') => ({
  fullname: 'สมชาย ใจดี',
  phone: '081-234-5678',
  email: 'somchai@clinic.co.th',
  organizationType: 'คลินิกความงาม',
  status,
})

describe('POST /api/public/leads', () => {
  it('keeps a filled honeypot as spam, answers 200 like a person, and notifies no one', async () => {
    const { status, body } = await send(
      leadRequest({ ...validLead(), website: 'http://spam.example' }),
    )
    expect(status).toBe(200)
    expect(body.message).toContain('ขอบคุณ')
    expect(await storedStatuses()).toEqual(['spam'])
    expect(await countJobs()).toBe(0)
    expect(endpoint.notifyAsks).toBe(0)
  })

  it('keeps a form sent faster than 3 seconds, without a token or with a made-up one as spam', async () => {
    const replies = [
      await send(
        leadRequest({ ...validLead(), form_token: issueFormToken(formSecret, Date.now() - 1_000) }),
      ),
      await send(leadRequest({ ...validLead(), form_token: undefined })),
      await send(leadRequest({ ...validLead(), form_token: `${Date.now() - 9_000}.forged` })),
    ]
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
    expect(await storedStatuses()).toEqual(['spam', 'spam', 'spam'])
    expect(await countJobs()).toBe(0)
  })

  it('answers 409 to a token that expired or was signed with another secret, and stores nothing', async () => {
    const expired = issueFormToken(formSecret, Date.now() - 4 * 3_600_000)
    const otherSecret = issueFormToken('o'.repeat(64), Date.now() - 5_000)
    for (const form_token of [expired, otherSecret]) {
      const { status, body } = await send(leadRequest({ ...validLead(), form_token }))
      expect(status).toBe(409)
      expect(body).toEqual({ code: 409, message: expect.stringContaining('ส่งอีกครั้ง') })
    }
    expect(await countLeads()).toBe(0)
  })

  it('purges spam 30 days after it arrived and was last changed, and nothing else', async () => {
    // Records made now carry today's last change; the purge is run at later moments.
    const realNow = Date.now()
    const at = (daysAgo: number) => new Date(realNow - daysAgo * 86_400_000).toISOString()
    const make = (status: 'spam' | 'new', createdAt: string) =>
      endpoint.payload.create({
        collection: 'leads',
        data: { ...storedLead(status), createdAt },
        overrideAccess: true,
      })
    // Spam that arrived long ago but that staff marked as spam today stays its 30 days.
    await make('spam', at(400))
    await make('new', at(400))
    await endpoint.payload.create({
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
    expect(await purgeSpam(endpoint.payload, daysLater(29))).toEqual({ leads: 0, registrations: 0 })
    expect(await purgeSpam(endpoint.payload, daysLater(31))).toEqual({ leads: 1, registrations: 1 })
    expect(await storedStatuses()).toEqual(['new'])
    expect(await purgeSpam(endpoint.payload, daysLater(31))).toEqual({ leads: 0, registrations: 0 })
  })
})
