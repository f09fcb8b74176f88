// Data-subject requests through the REST API, as the admin's tool calls them: search by e-mail or
// phone in any written form, export as JSON and CSV, erase on confirmation, and the request log
// that proves each step without holding the address.
import { createHmac } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DataSubjectRequest } from '@/payload-types'

import { getTestPayload } from '../../../../tests/helpers/payload'
import { rest } from '../../../../tests/helpers/rest'
import { createSignedInStaff } from '../../../../tests/helpers/staff'
import { identifierHash } from '../data-subject'
import { reapplyErasures } from '../reapply-erasures'

let payload: Payload
const tokens: Record<'admin' | 'sales', string> = { admin: '', sales: '' }
let adminId: number
const ids = { lead: 0, sameEmail: 0, registration: 0, stranger: 0 }

async function log(): Promise<DataSubjectRequest[]> {
  const { docs } = await payload.find({
    collection: 'data-subject-requests',
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'sales'] as const) {
    const { user, token } = await createSignedInStaff(payload, `${role}@clinic.example`, role, role)
    if (role === 'admin') adminId = user.id
    tokens[role] = token
  }
  const lead = (fullname: string, phone: string, email: string) =>
    payload.create({
      collection: 'leads',
      data: {
        fullname,
        phone,
        email,
        organizationType: 'คลินิกความงาม',
        status: 'new',
        description: 'อยากทราบราคา',
        ipHash: 'not-for-the-subject',
      },
      overrideAccess: true,
    })
  ids.lead = (await lead('=สมชาย ใจดี', '081-234-5678', 'somchai@clinic.example')).id
  ids.sameEmail = (await lead('สมชาย ใจดี', '02 123 4567', 'Somchai@Clinic.Example')).id
  ids.stranger = (await lead('คนอื่น', '089-999-9999', 'other@clinic.example')).id
  ids.registration = (
    await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิกใจดี',
        fullName: 'สมชาย ใจดี',
        phone: '+66 81 234 5678',
        email: 'owner@clinic.example',
        branchCount: 1,
        package: 'Mini',
        source: 'api',
        status: 'new',
      },
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await payload?.destroy()
})

describe('data-subject requests', () => {
  it('is for admins only, and checks the identifier before anything is logged', async () => {
    expect(
      (await rest('POST', '/data-subject-requests/search', { body: { identifier: '0812345678' } }))
        .status,
    ).toBe(401)
    expect(
      (
        await rest('POST', '/data-subject-requests/search', {
          token: tokens.sales,
          body: { identifier: '0812345678' },
        })
      ).status,
    ).toBe(403)
    const invalid = await rest('POST', '/data-subject-requests/search', {
      token: tokens.admin,
      body: {
        identifier: 'สมชาย',
      },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json().message).toMatch(/อีเมลหรือเบอร์โทรศัพท์/)
    expect(await log()).toHaveLength(0)
  })

  it('finds every record of a phone number in any form, and logs the search without the number', async () => {
    const found = await rest('POST', '/data-subject-requests/search', {
      token: tokens.admin,
      body: {
        identifier: '66 81-234-5678',
      },
    })
    expect(found.status).toBe(200)
    const reply = found.json() as { leads: { id: number }[]; registrations: { id: number }[] }
    expect(reply.leads.map((lead) => lead.id)).toEqual([ids.lead])
    expect(reply.registrations.map((registration) => registration.id)).toEqual([ids.registration])

    const [entry] = await log()
    expect(entry).toMatchObject({
      type: 'search',
      outcome: 'found',
      identifierKind: 'phone',
      leadCount: 1,
      registrationCount: 1,
      handledBy: adminId,
    })
    expect(entry.identifierHash).toBe(
      createHmac('sha256', payload.secret).update('data-subject:phone:0812345678').digest('hex'),
    )
    expect(JSON.stringify(entry)).not.toMatch(/812345678|234-5678/)
  })

  it('finds an e-mail address whatever its case', async () => {
    const found = await rest('POST', '/data-subject-requests/search', {
      token: tokens.admin,
      body: {
        identifier: ' SOMCHAI@clinic.example ',
      },
    })
    const reply = found.json() as { leads: { id: number }[]; earlierRequests: number }
    expect(reply.leads.map((lead) => lead.id).sort()).toEqual([ids.lead, ids.sameEmail].sort())
    expect(reply.earlierRequests).toBe(0)
  })

  it('exports the records as JSON without internal keys', async () => {
    const file = await rest('POST', '/data-subject-requests/export', {
      token: tokens.admin,
      body: {
        identifier: 'somchai@clinic.example',
        format: 'json',
      },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(
      /attachment; filename="personal-data-.+\.json"/,
    )
    const data = file.json() as { leads: Record<string, unknown>[]; registrations: unknown[] }
    expect(data.leads.map((lead) => lead.fullname).sort()).toEqual(['=สมชาย ใจดี', 'สมชาย ใจดี'])
    expect(data.leads[0].description).toBe('อยากทราบราคา')
    expect(data.leads[0]).not.toHaveProperty('ipHash')
    expect(data.registrations).toHaveLength(0)
    expect((await log()).at(-1)).toMatchObject({
      type: 'access',
      format: 'json',
      outcome: 'exported',
      leadCount: 2,
    })
  })

  it('exports the records as CSV that a spreadsheet reads as text', async () => {
    const file = await rest('POST', '/data-subject-requests/export', {
      token: tokens.admin,
      body: {
        identifier: '0812345678',
        format: 'csv',
      },
    })
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/)
    const [header, ...rows] = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toMatch(/^"record","id",/)
    expect(rows).toHaveLength(2)
    // The lead who named themself "=สมชาย" does not become a formula.
    expect(rows.find((row) => row.startsWith('"lead"'))).toContain(`"'=สมชาย ใจดี"`)
    expect(rows.find((row) => row.startsWith('"registration"'))).toContain('"คลินิกใจดี"')
  })

  it("erases only the confirmed records that are the person's, and says so in the log", async () => {
    const refused = await rest('POST', '/data-subject-requests/erase', {
      token: tokens.admin,
      body: {
        identifier: '0812345678',
        leadIds: [ids.lead],
        registrationIds: [],
      },
    })
    expect(refused.status).toBe(400)

    // What else holds the person: notifications still queued about the records, and a saved
    // export of leads (its file, its stored filter naming the person, its queued job).
    const queue = (task: 'notifyLead' | 'notifyRegistration', input: Record<string, number>) =>
      payload.jobs.queue({ task, input: input as never })
    await queue('notifyLead', { leadId: ids.lead })
    await queue('notifyRegistration', { registrationId: ids.registration })
    await queue('notifyLead', { leadId: ids.stranger })
    await payload.create({
      collection: 'exports',
      data: {
        name: 'leads-of-somchai',
        collectionSlug: 'leads',
        format: 'csv',
        where: { email: { equals: 'somchai@clinic.example' } },
      },
      overrideAccess: true,
    })

    // Where the erasure cannot be recorded beside the backups (their folder unwritable, no
    // bucket), nothing is erased: a restore of an older copy would bring the person back.
    const backupDir = process.env.BACKUP_DIR
    const notAFolder = path.join(os.tmpdir(), `not-a-folder-${Date.now()}`)
    writeFileSync(notAFolder, '')
    process.env.BACKUP_DIR = path.join(notAFolder, 'backups')
    const notRecorded = await rest('POST', '/data-subject-requests/erase', {
      token: tokens.admin,
      body: {
        identifier: '+66812345678',
        confirm: true,
        leadIds: [ids.lead],
        registrationIds: [ids.registration],
      },
    })
    process.env.BACKUP_DIR = backupDir
    expect(notRecorded.status).toBe(503)
    expect(notRecorded.text).toContain('ยังไม่ได้ลบข้อมูล')
    expect(
      await payload.count({ collection: 'registrations', overrideAccess: true }),
    ).toMatchObject({ totalDocs: 1 })

    const erased = await rest('POST', '/data-subject-requests/erase', {
      token: tokens.admin,
      body: {
        identifier: '+66812345678',
        confirm: true,
        // A stranger's id slipped in: it does not match the number and must survive.
        leadIds: [ids.lead, ids.stranger],
        registrationIds: [ids.registration],
      },
    })
    expect(erased.status).toBe(200)
    expect(erased.json()).toMatchObject({ leads: 1, registrations: 1, exports: 1, jobs: 2 })
    const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.docs.map((job) => job.input)).toEqual([{ leadId: ids.stranger }])
    expect((await payload.count({ collection: 'exports', overrideAccess: true })).totalDocs).toBe(0)
    const left = await payload.find({
      collection: 'leads',
      overrideAccess: true,
      pagination: false,
    })
    expect(left.docs.map((lead) => lead.id).sort()).toEqual([ids.sameEmail, ids.stranger].sort())
    expect(
      await payload.count({ collection: 'registrations', overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
    expect((await log()).at(-1)).toMatchObject({
      type: 'erasure',
      outcome: 'erased',
      leadCount: 1,
      registrationCount: 1,
      exportCount: 1,
      jobCount: 2,
    })

    const again = await rest('POST', '/data-subject-requests/search', {
      token: tokens.admin,
      body: {
        identifier: '081 234 5678',
      },
    })
    expect(again.json()).toMatchObject({ leads: [], registrations: [], earlierRequests: 2 })
    expect((await log()).at(-1)).toMatchObject({
      type: 'search',
      outcome: 'not-found',
      leadCount: 0,
    })
  })

  it('erases a person whose registration and repeat enquiry link to their first lead, and reports only what went', async () => {
    const first = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'มานี ลิงก์',
        phone: '086-111-2222',
        email: 'manee@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    const repeat = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'มานี ลิงก์',
        phone: '0861112222',
        email: 'manee@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
        enquiryOf: first.id,
      },
      overrideAccess: true,
    })
    const signUp = await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิกมานี',
        fullName: 'มานี ลิงก์',
        phone: '086 111 2222',
        email: 'manee@clinic.example',
        branchCount: 1,
        package: 'Mini',
        source: 'api',
        status: 'new',
        enquiryOf: first.id,
      },
      overrideAccess: true,
    })
    // A tap on a LINE button the same visit (no personal data: it stays) and a saved export.
    const tap = await payload.create({
      collection: 'line-taps',
      data: { day: '2026-11-26', page: '/', placement: 'hero', channel: 'direct' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'exports',
      data: { name: 'leads-of-manee', collectionSlug: 'leads', format: 'csv' },
      overrideAccess: true,
    })
    const erased = await rest('POST', '/data-subject-requests/erase', {
      token: tokens.admin,
      body: {
        identifier: '0861112222',
        confirm: true,
        leadIds: [first.id, repeat.id],
        registrationIds: [signUp.id],
      },
    })
    expect(erased.status).toBe(200)
    expect(erased.json()).toMatchObject({
      leads: 2,
      registrations: 1,
      exports: 1,
      failed: { leads: 0, registrations: 0 },
    })
    for (const collection of ['leads', 'registrations'] as const) {
      const { totalDocs } = await payload.count({
        collection,
        where: { email: { equals: 'manee@clinic.example' } },
        overrideAccess: true,
      })
      expect(totalDocs, collection).toBe(0)
    }
    expect((await log()).at(-1)).toMatchObject({
      type: 'erasure',
      outcome: 'erased',
      leadCount: 2,
      registrationCount: 1,
      failedCount: 0,
    })
    const again = await rest('POST', '/data-subject-requests/search', {
      token: tokens.admin,
      body: { identifier: 'MANEE@clinic.example' },
    })
    expect(again.json()).toMatchObject({ leads: [], registrations: [] })
    expect((await payload.count({ collection: 'exports', overrideAccess: true })).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'line-taps', where: { id: { equals: tap.id } } }))
        .totalDocs,
    ).toBe(1)
  })

  it('erases the person again in a database restored from before their erasure, linked records too', async () => {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ชูใจ คืนค่า',
        phone: '087-333-4444',
        email: 'chujai@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    const signUp = await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิกชูใจ',
        fullName: 'ชูใจ คืนค่า',
        phone: '0873334444',
        email: 'chujai@clinic.example',
        branchCount: 1,
        package: 'Mini',
        source: 'api',
        status: 'new',
        enquiryOf: lead.id,
      },
      overrideAccess: true,
    })
    // What the ledger beside the backups holds for an erasure made after the restored copy.
    const restored = await reapplyErasures(payload, [
      {
        at: new Date().toISOString(),
        identifierKind: 'phone',
        identifierHash: identifierHash(payload.secret, { kind: 'phone', value: '0873334444' }),
        leadIds: [lead.id],
        registrationIds: [signUp.id],
      },
    ])
    expect(restored).toEqual({ leads: 1, registrations: 1 })
    expect(
      (await payload.count({ collection: 'leads', where: { id: { equals: lead.id } } })).totalDocs,
    ).toBe(0)
    expect((await log()).at(-1)).toMatchObject({
      outcome: 'erased',
      leadCount: 1,
      registrationCount: 1,
    })
  })

  it('keeps the log readable by admins only, and written only by the tool', async () => {
    expect(
      (await rest('GET', '/data-subject-requests', { token: tokens.admin })).json().totalDocs,
    ).toBe((await log()).length)
    expect((await rest('GET', '/data-subject-requests', { token: tokens.sales })).status).toBe(403)
    const [first] = await log()
    expect(
      (
        await rest('POST', '/data-subject-requests', {
          token: tokens.admin,
          body: { type: 'search' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('PATCH', `/data-subject-requests/${first.id}`, {
          token: tokens.admin,
          body: { outcome: 'erased' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await rest('DELETE', `/data-subject-requests/${first.id}`, { token: tokens.admin })).status,
    ).toBe(403)
  })
})
