// "บันทึกการโทร": one request logs a call's outcome and note in the history, sets the first and
// last contact times and the next follow-up, and moves the status as the outcome says; only the
// sales team may, and bad input gets a clear Thai answer.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead } from '@/payload-types'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { rest } from '../../../../tests/helpers/rest'
import { createSignedInStaff } from '../../../../tests/helpers/staff'
import { callLogMessages } from '../validation/call-log'

let payload: Payload
const tokens = { admin: '', sales: '', marketing: '' }

async function newLead(): Promise<Lead> {
  return await payload.create({
    collection: 'leads',
    data: {
      fullname: 'โทร ทดสอบ',
      phone: '0812345678',
      email: `${Math.random()}@clinic.example`,
      organizationType: 'คลินิกความงาม',
      status: 'new',
    },
    overrideAccess: true,
  })
}

const logCall = (id: number, body: unknown, token = tokens.sales) =>
  rest('POST', `/leads/${id}/log-call`, { token, body })

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'sales', 'marketing'] as const) {
    tokens[role] = (
      await createSignedInStaff(payload, `${role}@clinic.example`, `${role}-name`, role)
    ).token
  }
})

afterAll(async () => {
  await payload?.destroy()
})

describe('logging a call', () => {
  it('records the outcome, contact times, follow-up and status in one step', async () => {
    const lead = await newLead()
    const followUp = new Date(Date.now() + 86_400_000).toISOString().replace('Z', '+00:00')
    const reply = await logCall(lead.id, {
      outcome: 'callBack',
      note: 'ขอให้โทรหลัง 5 โมง',
      nextFollowUpAt: followUp,
    })
    expect(reply.status).toBe(200)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.status).toBe('contacted')
    expect(stored.firstContactedAt).toBeTruthy()
    expect(stored.lastContactedAt).toBe(stored.firstContactedAt)
    expect(stored.nextFollowUpAt).toBe(new Date(followUp).toISOString())
    const call = stored.activity?.find((entry) => entry.field === 'call')
    expect(call).toMatchObject({ to: 'ขอให้โทรกลับ · ขอให้โทรหลัง 5 โมง' })
    expect(typeof call?.by === 'object' ? call?.by?.id : call?.by).toBeTruthy()
    expect(stored.activity?.map((entry) => entry.field)).toEqual(
      expect.arrayContaining(['status', 'nextFollowUpAt', 'call']),
    )
  })

  it('counts an unanswered call as the first contact attempt without changing the status', async () => {
    const lead = await newLead()
    expect((await logCall(lead.id, { outcome: 'noAnswer' })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.status).toBe('new')
    expect(stored.firstContactedAt).toBeTruthy()
    expect(stored.activity?.at(-1)).toMatchObject({ field: 'call', to: 'ไม่รับสาย' })
  })

  it('closes the record as lost when the person is not interested, with the note as reason', async () => {
    const lead = await newLead()
    expect((await logCall(lead.id, { outcome: 'notInterested', note: 'ใช้ระบบอื่นอยู่' })).status).toBe(
      200,
    )
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.status).toBe('lost')
    expect(stored.lostReason).toBe('ไม่สนใจ (จากการโทร): ใช้ระบบอื่นอยู่')
  })

  it('refuses bad input, other roles and unknown records clearly', async () => {
    const lead = await newLead()
    const outcome = await logCall(lead.id, { outcome: 'maybe' })
    expect(outcome.status).toBe(400)
    expect(outcome.json().message).toBe(callLogMessages.outcome)
    const past = await logCall(lead.id, {
      outcome: 'talked',
      nextFollowUpAt: '2020-01-01T09:00:00+07:00',
    })
    expect(past.status).toBe(400)
    expect(past.json().message).toBe(callLogMessages.followUp)
    expect((await logCall(lead.id, { outcome: 'talked', extra: 1 })).status).toBe(400)
    expect((await logCall(lead.id, { outcome: 'talked' }, tokens.marketing)).status).toBe(403)
    expect((await logCall(lead.id, { outcome: 'talked' }, '')).status).toBe(401)
    expect((await logCall(999_999, { outcome: 'talked' })).status).toBe(404)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.status).toBe('new')
    expect(stored.activity ?? []).toHaveLength(0)
  })
})
