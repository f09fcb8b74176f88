// What staff may change on a lead or registration through the REST API: the pipeline (status,
// reason lost, assignee, follow-up date, notes), never the evidence or identity (what the person
// sent, when, from where, under which notice, the history, the retention mark). Every field of
// both collections is tried for each role that may update, so a new field is covered too.
import type { FlattenedField, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { rest } from '../../../../tests/helpers/rest'
import { createSignedInStaff } from '../../../../tests/helpers/staff'
import { pipelineEditableFields } from '../collections/sales-fields'

let payload: Payload
const tokens = { admin: '', sales: '', marketing: '' }
const ids = { leads: 0, registrations: 0 }
let salesId = 0

const original = {
  leads: {
    fullname: 'สมชาย หลักฐาน',
    phone: '0812345678',
    email: 'evidence@clinic.example',
    organizationType: 'คลินิกความงาม',
    description: 'ข้อความเดิม',
    userAction: 'contact_form_submit',
    utmSource: 'facebook',
    referrer: 'https://www.facebook.com/',
    landingPage: 'https://clinic.example/',
    deviceType: 'mobile',
    consentNoticeVersion: '2025-09-05',
    ipHash: 'a'.repeat(64),
    userAgent: 'Mozilla/5.0',
    formToken: 'form-token-evidence',
    idempotencyKey: 'key-evidence',
    status: 'new',
  },
  registrations: {
    clinicName: 'คลินิกหลักฐาน',
    fullName: 'สมหญิง หลักฐาน',
    phone: '0812345679',
    email: 'evidence-registration@clinic.example',
    branchCount: 2,
    package: 'More',
    yearlyValue: 56_000,
    message: 'ข้อความเดิม',
    source: 'site',
    ipHash: 'b'.repeat(64),
    formToken: 'form-token-evidence-2',
    idempotencyKey: 'key-evidence-2',
    status: 'new',
  },
} as const

/** A different value of the field's own type, which the API would accept if it were writable. */
function otherValue(field: FlattenedField): unknown {
  switch (field.type) {
    case 'date':
      return '2020-01-02T03:04:05.000Z'
    case 'number':
      return 7
    case 'email':
      return 'someone-else@clinic.example'
    case 'select': {
      const values = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
      return values[values.length - 1]
    }
    case 'array':
      return [{ at: '2020-01-02T03:04:05.000Z', field: 'status', from: 'x', to: 'y' }]
    case 'relationship':
      return salesId
    default:
      return 'ค่าที่เปลี่ยนแล้ว'
  }
}

const comparable = (value: unknown) => JSON.stringify(value ?? null)

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'sales', 'marketing'] as const) {
    const { user, token } = await createSignedInStaff(payload, `${role}@clinic.example`, role, role)
    if (role === 'sales') salesId = user.id
    tokens[role] = token
  }
  for (const collection of ['leads', 'registrations'] as const) {
    const doc = await payload.create({
      collection,
      data: original[collection],
      overrideAccess: true,
    } as Parameters<Payload['create']>[0])
    ids[collection] = Number(doc.id)
  }
})

afterAll(async () => {
  await payload?.destroy()
})

describe.each(['leads', 'registrations'] as const)('%s through the REST API', (collection) => {
  const fields = () =>
    payload.collections[collection].config.flattenedFields.filter(
      (field) => !['id', 'updatedAt'].includes(field.name),
    )

  it.each(['admin', 'sales'] as const)(
    'keeps every field but the pipeline as it was when %s sends a change',
    async (role) => {
      const evidence = fields().filter((field) => !pipelineEditableFields.has(field.name))
      expect(evidence.map((field) => field.name)).toEqual(
        expect.arrayContaining([
          'phone',
          'email',
          'ipHash',
          'createdAt',
          'anonymisedAt',
          'activity',
        ]),
      )
      const before = await payload.findByID({
        collection,
        id: ids[collection],
        depth: 0,
        overrideAccess: true,
      })
      for (const field of evidence) {
        const reply = await rest('PATCH', `/${collection}/${ids[collection]}`, {
          token: tokens[role],
          body: { [field.name]: otherValue(field) },
        })
        expect(reply.status, `${role} PATCH ${field.name}`).toBeLessThan(500)
        const after = await payload.findByID({
          collection,
          id: ids[collection],
          depth: 0,
          overrideAccess: true,
        })
        expect(
          comparable((after as unknown as Record<string, unknown>)[field.name]),
          `${role} changed ${field.name}`,
        ).toBe(comparable((before as unknown as Record<string, unknown>)[field.name]))
      }
    },
  )

  it.each(['admin', 'sales'] as const)('lets %s move the pipeline on', async (role) => {
    const reply = await rest('PATCH', `/${collection}/${ids[collection]}`, {
      token: tokens[role],
      body: {
        status: 'lost',
        lostReason: `ไม่มีงบ (${role})`,
        assignee: salesId,
        nextFollowUpAt: '2031-01-01T02:00:00.000Z',
        staffNotes: `โทรแล้ว (${role})`,
      },
    })
    expect(reply.status).toBe(200)
    expect(reply.json<{ doc: Record<string, unknown> }>().doc).toMatchObject({
      status: 'lost',
      lostReason: `ไม่มีงบ (${role})`,
      nextFollowUpAt: '2031-01-01T02:00:00.000Z',
      staffNotes: `โทรแล้ว (${role})`,
    })
  })

  it('refuses marketing any change', async () => {
    const reply = await rest('PATCH', `/${collection}/${ids[collection]}`, {
      token: tokens.marketing,
      body: { status: 'contacted' },
    })
    expect(reply.status).toBe(403)
  })
})

describe('a contact correction', () => {
  const correct = (
    role: keyof typeof tokens | null,
    collection: string,
    id: number,
    body: unknown,
  ) =>
    rest('POST', `/${collection}/${id}/correct-contact`, {
      token: role ? tokens[role] : undefined,
      body,
    })

  it('changes the detail, keeps the old value, who and why in the history', async () => {
    const reply = await correct('sales', 'leads', ids.leads, {
      field: 'phone',
      value: '+66 89 765 4321',
      reason: 'ลูกค้าแจ้งเบอร์ใหม่ทางโทรศัพท์',
    })
    expect(reply.status).toBe(200)
    expect(reply.json()).toMatchObject({ code: 200, changed: true, value: '0897654321' })
    const lead = await payload.findByID({
      collection: 'leads',
      id: ids.leads,
      depth: 0,
      overrideAccess: true,
    })
    expect(lead.phone).toBe('0897654321')
    expect(lead.activity?.at(-1)).toMatchObject({
      field: 'phone',
      from: '0812345678',
      to: '0897654321',
      reason: 'ลูกค้าแจ้งเบอร์ใหม่ทางโทรศัพท์',
      by: salesId,
    })
  })

  it('checks the new value by the rule the person’s own was checked by', async () => {
    const bad = await correct('admin', 'registrations', ids.registrations, {
      field: 'email',
      value: 'owner@clinic-.co.th',
      reason: 'พิมพ์ผิด',
    })
    expect(bad.status).toBe(400)
    expect(bad.json<{ message: string }>().message).toContain('อีเมล')
    const noReason = await correct('admin', 'registrations', ids.registrations, {
      field: 'email',
      value: 'owner@clinic.co.th',
      reason: '',
    })
    expect(noReason.status).toBe(400)
    const notAContact = await correct('admin', 'registrations', ids.registrations, {
      field: 'package',
      value: 'Mini',
      reason: 'ลูกค้าเปลี่ยนใจ',
    })
    expect(notAContact.status).toBe(400)
  })

  it('records nothing when the value does not change', async () => {
    const before = await payload.findByID({
      collection: 'registrations',
      id: ids.registrations,
      depth: 0,
      overrideAccess: true,
    })
    const reply = await correct('admin', 'registrations', ids.registrations, {
      field: 'clinicName',
      value: before.clinicName,
      reason: 'ตรวจสอบแล้ว',
    })
    expect(reply.json()).toMatchObject({ changed: false })
    const after = await payload.findByID({
      collection: 'registrations',
      id: ids.registrations,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.activity).toEqual(before.activity)
  })

  it('is for sales and admins only', async () => {
    const body = { field: 'fullname', value: 'ชื่อใหม่', reason: 'พิมพ์ผิด' }
    expect((await correct('marketing', 'leads', ids.leads, body)).status).toBe(403)
    expect((await correct(null, 'leads', ids.leads, body)).status).toBe(401)
  })
})
