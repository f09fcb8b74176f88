// The sales pipeline of leads and registrations: every change of status, assignee, follow-up date
// or note is kept with who made it and when, the contact times follow the status, a lost lead
// needs its reason, and nothing of the history can be written through the API.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead, User } from '@/payload-types'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { createStaff } from '../../../../tests/helpers/staff'

let payload: Payload
let somchai: User
let suda: User

const asUser = (user: User) => ({ ...user, collection: 'users' as const }) as PayloadRequest['user']

async function newLead(): Promise<Lead> {
  return await payload.create({
    collection: 'leads',
    data: {
      fullname: 'ผู้สนใจ ทดสอบ',
      phone: '081-234-5678',
      email: `pipeline-${Date.now()}-${Math.random()}@clinic.example`,
      organizationType: 'คลินิกความงาม',
      status: 'new',
    },
    overrideAccess: true,
  })
}

async function update(id: Lead['id'], by: User, data: Partial<Lead>): Promise<Lead> {
  return await payload.update({
    collection: 'leads',
    id,
    data,
    user: asUser(by),
    overrideAccess: false,
    depth: 0,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  somchai = await createStaff(payload, 'somchai@clinic.example', 'สมชาย')
  suda = await createStaff(payload, 'suda@clinic.example', 'สุดา')
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the sales pipeline', () => {
  it('keeps who changed the status and the assignee, and when the lead was first contacted', async () => {
    const lead = await newLead()
    expect(lead.activity ?? []).toEqual([])
    expect(lead.firstContactedAt ?? null).toBeNull()

    const before = Date.now()
    const contacted = await update(lead.id, somchai, { status: 'contacted', assignee: suda.id })
    expect(contacted.activity).toEqual([
      expect.objectContaining({ field: 'status', from: 'ใหม่', to: 'ติดต่อแล้ว', by: somchai.id }),
      expect.objectContaining({ field: 'assignee', from: '', to: 'สุดา', by: somchai.id }),
    ])
    const firstContact = Date.parse(contacted.firstContactedAt ?? '')
    expect(firstContact).toBeGreaterThanOrEqual(before - 1000)
    expect(contacted.lastContactedAt).toBe(contacted.firstContactedAt)

    // A note later: the last contact moves, the first stays.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const noted = await update(lead.id, suda, { staffNotes: 'โทรแล้ว สนใจแพ็กเกจ More' })
    expect(noted.activity).toHaveLength(3)
    expect(noted.activity?.[2]).toMatchObject({
      field: 'staffNotes',
      to: 'โทรแล้ว สนใจแพ็กเกจ More',
      by: suda.id,
    })
    expect(noted.firstContactedAt).toBe(contacted.firstContactedAt)
    expect(Date.parse(noted.lastContactedAt ?? '')).toBeGreaterThan(firstContact)
  })

  it('records a follow-up date, and nothing when a save changes nothing', async () => {
    const lead = await newLead()
    const followUp = '2026-12-01T03:00:00.000Z'
    const planned = await update(lead.id, somchai, { nextFollowUpAt: followUp })
    expect(planned.activity).toEqual([
      expect.objectContaining({ field: 'nextFollowUpAt', from: '', to: followUp }),
    ])
    // Only moving out of "new" is a contact; planning one is not.
    expect(planned.firstContactedAt ?? null).toBeNull()
    const again = await update(lead.id, somchai, { nextFollowUpAt: followUp, status: 'new' })
    expect(again.activity).toHaveLength(1)
  })

  it('asks for the reason of a lost lead', async () => {
    const lead = await newLead()
    await expect(update(lead.id, somchai, { status: 'lost' })).rejects.toMatchObject({
      status: 400,
    })
    const lost = await update(lead.id, somchai, { status: 'lost', lostReason: 'ใช้ระบบอื่นอยู่แล้ว' })
    expect(lost.activity?.map((entry) => entry.field)).toEqual(['status', 'lostReason'])
  })

  it('ignores a history or contact time sent with the request', async () => {
    const lead = await newLead()
    const forged = await update(lead.id, somchai, {
      activity: [{ at: '2020-01-01T00:00:00.000Z', field: 'status', from: 'x', to: 'y' }],
      firstContactedAt: '2020-01-01T00:00:00.000Z',
      lastContactedAt: '2020-01-01T00:00:00.000Z',
    })
    expect(forged.activity ?? []).toEqual([])
    expect(forged.firstContactedAt ?? null).toBeNull()
    expect(forged.lastContactedAt ?? null).toBeNull()
  })

  it('gives registrations the same history', async () => {
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิกทดสอบ',
        fullName: 'สมหญิง',
        phone: '081-234-5678',
        email: 'registration-pipeline@clinic.example',
        branchCount: 2,
        package: 'More',
        source: 'api',
        status: 'new',
      },
      overrideAccess: true,
    })
    const updated = await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { status: 'customer' },
      user: asUser(suda),
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.activity).toEqual([
      expect.objectContaining({ field: 'status', from: 'ใหม่', to: 'เป็นลูกค้าแล้ว', by: suda.id }),
    ])
    expect(updated.firstContactedAt).toBeTruthy()
  })
})
