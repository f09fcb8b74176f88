// Staff roles through the REST API, as the admin panel and any script reach it: what an admin, a
// marketing and a sales member may list, read, create, change and delete. Each expectation fails
// if a rule is loosened (or tightened) by one role.
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/lib/roles'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
const password = 'a-long-staff-password'
const tokens = {} as Record<Role, string>
const ids = {} as Record<Role, number | string>
const records = {} as Record<'lead' | 'registration' | 'article' | 'consent', number | string>

async function rest(
  role: Role | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (role) headers.set('authorization', `JWT ${tokens[role]}`)
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {} }
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'marketing', 'sales'] as const) {
    const user = await payload.create({
      collection: 'users',
      // The first user asks for "sales" and must become the admin all the same (the last test).
      data: {
        email: `${role}@clinic.example`,
        password,
        name: role,
        role: role === 'admin' ? 'sales' : role,
      },
      overrideAccess: true,
    })
    ids[role] = user.id
    const login = await rest(null, 'POST', '/users/login', { email: user.email, password })
    expect(login.status).toBe(200)
    tokens[role] = String(login.json.token)
  }
  const lead = await payload.create({
    collection: 'leads',
    data: {
      fullname: 'ผู้สนใจ ลับ',
      phone: '081-234-5678',
      email: 'private@clinic.example',
      organizationType: 'คลินิกความงาม',
      status: 'new',
    },
    overrideAccess: true,
  })
  const registration = await payload.create({
    collection: 'registrations',
    data: {
      clinicName: 'คลินิกลับ',
      fullName: 'สมหญิง',
      phone: '081-234-5678',
      email: 'private-registration@clinic.example',
      branchCount: 1,
      package: 'Mini',
      source: 'api',
      status: 'new',
    },
    overrideAccess: true,
  })
  const article = await payload.create({
    collection: 'articles',
    data: { title: 'บทความสิทธิ์', excerpt: 'ทดสอบสิทธิ์', _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  const consent = await payload.create({
    collection: 'consents',
    data: {
      consentId: 'c0ffee00-0000-4000-8000-0000000000aa',
      categories: ['necessary'],
      policyVersion: '2025-01',
    },
    overrideAccess: true,
  })
  Object.assign(records, {
    lead: lead.id,
    registration: registration.id,
    article: article.id,
    consent: consent.id,
  })
})

afterAll(async () => {
  await payload?.destroy()
})

/** What each role may do with a collection's existing record: list, read, change. */
const matrix: {
  collection: string
  record: keyof typeof records
  change: Record<string, unknown>
  allowed: Role[]
}[] = [
  {
    collection: 'leads',
    record: 'lead',
    change: { status: 'contacted' },
    allowed: ['admin', 'sales'],
  },
  {
    collection: 'registrations',
    record: 'registration',
    change: { status: 'contacted' },
    allowed: ['admin', 'sales'],
  },
  {
    collection: 'articles',
    record: 'article',
    change: { excerpt: 'แก้ไขแล้ว' },
    allowed: ['admin', 'marketing'],
  },
]

describe('staff roles through REST', () => {
  for (const { collection, record, change, allowed } of matrix) {
    for (const role of ['admin', 'marketing', 'sales'] as const) {
      const may = allowed.includes(role)
      it(`${role} ${may ? 'may' : 'may not'} list, read and change ${collection}`, async () => {
        const list = await rest(role, 'GET', `/${collection}?depth=0`)
        const read = await rest(role, 'GET', `/${collection}/${records[record]}?depth=0`)
        // An article stays a draft (a draft needs no cover or content yet).
        const query = collection === 'articles' ? '?draft=true' : ''
        const changed = await rest(
          role,
          'PATCH',
          `/${collection}/${records[record]}${query}`,
          change,
        )
        if (may) {
          expect(list.status).toBe(200)
          expect((list.json.docs as unknown[]).length).toBeGreaterThan(0)
          expect(read.status).toBe(200)
          expect(changed.status).toBe(200)
        } else if (collection === 'articles') {
          // Sales read articles (drafts included, as staff) but do not change them.
          expect(list.status).toBe(200)
          expect(read.status).toBe(200)
          expect(changed.status).toBe(403)
        } else {
          expect(list.status).toBe(403)
          expect(read.status).toBe(403)
          expect(changed.status).toBe(403)
          expect(JSON.stringify(list.json)).not.toContain('private')
        }
      })
    }
  }

  it('lets only an admin delete a lead or a registration', async () => {
    const extra = await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ลบได้',
        phone: '081-234-5678',
        email: 'delete-me@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    expect((await rest('sales', 'DELETE', `/leads/${extra.id}`)).status).toBe(403)
    expect((await rest('marketing', 'DELETE', `/leads/${extra.id}`)).status).toBe(403)
    expect((await rest('admin', 'DELETE', `/leads/${extra.id}`)).status).toBe(200)
  })

  it('lets marketing and admins read the consent records, and only admins delete one', async () => {
    expect((await rest('sales', 'GET', '/consents')).status).toBe(403)
    expect((await rest('marketing', 'GET', '/consents')).status).toBe(200)
    expect((await rest('marketing', 'DELETE', `/consents/${records.consent}`)).status).toBe(403)
    expect((await rest('admin', 'GET', `/consents/${records.consent}`)).status).toBe(200)
  })

  it('lets marketing and admins upload media, not sales', async () => {
    const form = () => {
      const data = new FormData()
      data.append('_payload', JSON.stringify({ alt: 'ภาพทดสอบ' }))
      // A 1×1 PNG.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      )
      data.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png')
      return data
    }
    const upload = async (role: Role) => {
      const response = await handleEndpoints({
        config,
        request: new Request('http://localhost/api/media', {
          method: 'POST',
          headers: { authorization: `JWT ${tokens[role]}` },
          body: form(),
        }),
      })
      return response.status
    }
    expect(await upload('sales')).toBe(403)
    expect(await upload('marketing')).toBe(201)
  })
})

describe('user management', () => {
  it('lets only an admin create a user', async () => {
    const data = (email: string) => ({ email, password, name: 'ใหม่', role: 'sales' })
    expect((await rest('sales', 'POST', '/users', data('new-1@clinic.example'))).status).toBe(403)
    expect((await rest('marketing', 'POST', '/users', data('new-2@clinic.example'))).status).toBe(
      403,
    )
    expect((await rest('admin', 'POST', '/users', data('new-3@clinic.example'))).status).toBe(201)
  })

  it('lets everyone change their own password, and nobody but an admin anyone else’s', async () => {
    const own = await rest('sales', 'PATCH', `/users/${ids.sales}`, {
      password: 'a-new-password-1',
    })
    expect(own.status).toBe(200)
    const other = await rest('sales', 'PATCH', `/users/${ids.marketing}`, {
      password: 'taken-over-123',
    })
    expect(other.status).toBe(403)
    // The marketing member's password still works; the attempt changed nothing.
    const login = await rest(null, 'POST', '/users/login', {
      email: 'marketing@clinic.example',
      password,
    })
    expect(login.status).toBe(200)
    const byAdmin = await rest('admin', 'PATCH', `/users/${ids.marketing}`, {
      password: 'reset-by-admin-1',
    })
    expect(byAdmin.status).toBe(200)
  })

  it('does not let anyone but an admin change a role, their own included', async () => {
    await rest('sales', 'PATCH', `/users/${ids.sales}`, { role: 'admin' })
    const self = await payload.findByID({
      collection: 'users',
      id: ids.sales,
      overrideAccess: true,
    })
    expect(self.role).toBe('sales')
    const promoted = await rest('admin', 'PATCH', `/users/${ids.sales}`, { role: 'marketing' })
    expect(promoted.status).toBe(200)
    expect((promoted.json.doc as { role: string }).role).toBe('marketing')
  })

  it('keeps at least one admin', async () => {
    const demoted = await rest('admin', 'PATCH', `/users/${ids.admin}`, { role: 'sales' })
    expect(demoted.status).toBe(400)
    expect(JSON.stringify(demoted.json)).toContain('ต้องมีผู้ดูแลระบบอย่างน้อย 1 คน')
    expect((await rest('admin', 'DELETE', `/users/${ids.admin}`)).status).toBe(400)
  })

  it('makes the very first user an admin, whatever role was asked for', async () => {
    const first = await payload.findByID({
      collection: 'users',
      id: ids.admin,
      overrideAccess: true,
    })
    expect(first.role).toBe('admin')
  })
})
