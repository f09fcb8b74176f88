// One stored form for every phone number (kernel/validation/phone.ts), on every write path: the lead
// and registration endpoints, Payload's Local API, and the migration that rewrote older rows. The
// data-subject tool finds a person by any way of writing their number.
import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken } from '@/kernel/api/form-token.mjs'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { databaseKind, getTestPayload } from '../../../../tests/helpers/payload'
import { rest } from '../../../../tests/helpers/rest'
import { createSignedInStaff } from '../../../../tests/helpers/staff'

let payload: Payload
let adminToken = ''
const secret = process.env.PAYLOAD_SECRET as string

beforeAll(async () => {
  payload = await getTestPayload()
  adminToken = (await createSignedInStaff(payload, 'phones@clinic.example', 'admin', 'admin')).token
})

afterAll(async () => {
  await payload?.destroy()
})

async function storedPhone(collection: 'leads' | 'registrations', email: string) {
  const { docs } = await payload.find({
    collection,
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.phone)
}

describe('a phone number', () => {
  it('sent to the lead endpoint as +66 083… is stored as 083…', async () => {
    const { POST } = await import('@/app/api/public/leads/route')
    const response = await POST(
      new Request('http://localhost/api/public/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.60' },
        body: JSON.stringify({
          fullname: 'สมชาย เบอร์สากล',
          phone: '+66 083 164 3212',
          email: 'intl-lead@clinic.example',
          organization_type: 'คลินิกความงาม',
          user_action: 'contact_form_submit',
          form_token: issueFormToken(secret, Date.now() - 5_000),
        }),
      }),
    )
    expect(response.status).toBe(200)
    expect(await storedPhone('leads', 'intl-lead@clinic.example')).toEqual(['0831643212'])
  })

  it('written through the Local API as staff typed it is stored canonically too', async () => {
    await payload.create({
      collection: 'registrations',
      data: {
        clinicName: 'คลินิกวงเล็บ',
        fullName: 'สมหญิง วงเล็บ',
        phone: '(083) 164-3212',
        email: 'brackets@clinic.example',
        branchCount: 1,
        package: 'Mini',
        source: 'api',
        status: 'new',
      },
      overrideAccess: true,
    })
    expect(await storedPhone('registrations', 'brackets@clinic.example')).toEqual(['0831643212'])
  })

  it.each(['083-164-3212', '(083) 164-3212', '+66 83 164 3212', '66831643212'])(
    'finds both records when staff search for %s',
    async (typed) => {
      const reply = await rest('POST', '/data-subject-requests/search', {
        token: adminToken,
        body: { identifier: typed },
      })
      expect(reply.status).toBe(200)
      const found = reply.json<{ leads: { email: string }[]; registrations: { email: string }[] }>()
      expect(found.leads.map((lead) => lead.email)).toEqual(['intl-lead@clinic.example'])
      expect(found.registrations.map((registration) => registration.email)).toEqual([
        'brackets@clinic.example',
      ])
    },
  )

  it('stored before numbers were canonical is rewritten by the migration', async () => {
    const adapter = payload.db as unknown as DrizzleAdapter
    const created = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ผู้สนใจ เก่า',
        phone: '0812345678',
        email: 'old-row@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    // As an older version stored it, before the canonical form.
    await adapter.execute({
      drizzle: adapter.drizzle,
      raw: `UPDATE leads SET phone = '+66 81-234-5678' WHERE id = ${Number(created.id)}`,
    })
    const migrations = databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
    const migration = migrations.find((entry) => entry.name.endsWith('_canonical_phones'))!
    await migration.up({ db: adapter.drizzle, payload, req: {} } as never)
    expect(await storedPhone('leads', 'old-row@clinic.example')).toEqual(['0812345678'])
  })
})
