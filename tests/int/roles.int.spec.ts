// Staff roles through the REST API, as the admin panel and any script reach it: what an admin, a
// marketing and a sales member may list, read, create, change and delete. Each expectation fails
// if a rule is loosened (or tightened) by one role.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/kernel/access/roles'

import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { createSignedInStaff, staffPassword } from '../helpers/staff'

let payload: Payload
const tokens = {} as Record<Role, string>
const ids = {} as Record<Role, number | string>
const records = {} as Record<'lead' | 'registration' | 'article' | 'consent', number | string>

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'marketing', 'sales'] as const) {
    // The first user asks for "sales" and must become the admin all the same (the last test).
    const { user, token } = await createSignedInStaff(
      payload,
      `${role}@clinic.example`,
      role,
      role === 'admin' ? 'sales' : role,
    )
    ids[role] = user.id
    tokens[role] = token
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
        const list = await rest('GET', `/${collection}?depth=0`, { token: tokens[role] })
        const read = await rest('GET', `/${collection}/${records[record]}?depth=0`, {
          token: tokens[role],
        })
        // An article stays a draft (a draft needs no cover or content yet).
        const query = collection === 'articles' ? '?draft=true' : ''
        const changed = await rest('PATCH', `/${collection}/${records[record]}${query}`, {
          token: tokens[role],
          body: change,
        })
        if (may) {
          expect(list.status).toBe(200)
          expect((list.json().docs as unknown[]).length).toBeGreaterThan(0)
          expect(read.status).toBe(200)
          expect(changed.status).toBe(200)
        } else if (collection === 'articles') {
          // Sales read published articles, as the public does: not the draft, and change none.
          expect(list.status).toBe(200)
          expect(JSON.stringify(list.json())).not.toContain('บทความสิทธิ์')
          expect(read.status).toBe(404)
          expect(changed.status).toBe(403)
        } else {
          expect(list.status).toBe(403)
          expect(read.status).toBe(403)
          expect(changed.status).toBe(403)
          expect(JSON.stringify(list.json())).not.toContain('private')
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
    expect((await rest('DELETE', `/leads/${extra.id}`, { token: tokens.sales })).status).toBe(403)
    expect((await rest('DELETE', `/leads/${extra.id}`, { token: tokens.marketing })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `/leads/${extra.id}`, { token: tokens.admin })).status).toBe(200)
  })

  it('lets marketing and admins read the consent records, and only admins delete one', async () => {
    expect((await rest('GET', '/consents', { token: tokens.sales })).status).toBe(403)
    expect((await rest('GET', '/consents', { token: tokens.marketing })).status).toBe(200)
    expect(
      (await rest('DELETE', `/consents/${records.consent}`, { token: tokens.marketing })).status,
    ).toBe(403)
    expect(
      (await rest('GET', `/consents/${records.consent}`, { token: tokens.admin })).status,
    ).toBe(200)
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
    const upload = async (role: Role) =>
      (await rest('POST', '/media', { token: tokens[role], body: form() })).status
    expect(await upload('sales')).toBe(403)
    expect(await upload('marketing')).toBe(201)
  })
})

describe('user management', () => {
  it('lets only an admin create a user', async () => {
    const data = (email: string) => ({ email, password: staffPassword, name: 'ใหม่', role: 'sales' })
    expect(
      (await rest('POST', '/users', { token: tokens.sales, body: data('new-1@clinic.example') }))
        .status,
    ).toBe(403)
    expect(
      (
        await rest('POST', '/users', {
          token: tokens.marketing,
          body: data('new-2@clinic.example'),
        })
      ).status,
    ).toBe(403)
    expect(
      (await rest('POST', '/users', { token: tokens.admin, body: data('new-3@clinic.example') }))
        .status,
    ).toBe(201)
  })

  it('makes a new salesperson take leads, nobody else, and names every member', async () => {
    const add = async (email: string, body: Record<string, unknown>) => {
      const reply = await rest('POST', '/users', {
        token: tokens.admin,
        body: { email, password: staffPassword, ...body },
      })
      expect(reply.status).toBe(201)
      return reply.json<{ doc: { id: number; name: string; available: boolean } }>().doc
    }
    const seller = await add('ploy.s@clinic.example', { role: 'sales' })
    expect(seller).toMatchObject({ available: true, name: 'ploy.s' })
    const away = await add('away@clinic.example', { role: 'sales', available: false, name: 'ลา' })
    expect(away).toMatchObject({ available: false, name: 'ลา' })
    // Marketing and admins never take turns, even when asked to.
    const marketer = await add('mkt-2@clinic.example', { role: 'marketing', available: true })
    expect(marketer.available).toBe(false)
    // A later change of something else keeps a salesperson in the turn.
    const renamed = await rest('PATCH', `/users/${seller.id}`, {
      token: tokens.admin,
      body: { name: '  พลอย  ' },
    })
    expect(renamed.json<{ doc: { name: string; available: boolean } }>().doc).toMatchObject({
      name: 'พลอย',
      available: true,
    })
    // The turn is left to the tests that ask for it.
    await payload.update({
      collection: 'users',
      id: seller.id,
      data: { available: false },
      overrideAccess: true,
    })
  })

  it('lets everyone change their own password, and nobody but an admin anyone else’s', async () => {
    const own = await rest('PATCH', `/users/${ids.sales}`, {
      token: tokens.sales,
      body: {
        password: 'a-new-password-1',
      },
    })
    expect(own.status).toBe(200)
    const other = await rest('PATCH', `/users/${ids.marketing}`, {
      token: tokens.sales,
      body: {
        password: 'taken-over-123',
      },
    })
    expect(other.status).toBe(403)
    // The marketing member's password still works; the attempt changed nothing.
    const login = await rest('POST', '/users/login', {
      body: {
        email: 'marketing@clinic.example',
        password: staffPassword,
      },
    })
    expect(login.status).toBe(200)
    const byAdmin = await rest('PATCH', `/users/${ids.marketing}`, {
      token: tokens.admin,
      body: {
        password: 'reset-by-admin-1',
      },
    })
    expect(byAdmin.status).toBe(200)
  })

  it('does not let anyone but an admin change a role, their own included', async () => {
    await rest('PATCH', `/users/${ids.sales}`, { token: tokens.sales, body: { role: 'admin' } })
    const self = await payload.findByID({
      collection: 'users',
      id: ids.sales,
      overrideAccess: true,
    })
    expect(self.role).toBe('sales')
    const promoted = await rest('PATCH', `/users/${ids.sales}`, {
      token: tokens.admin,
      body: { role: 'marketing' },
    })
    expect(promoted.status).toBe(200)
    expect((promoted.json().doc as { role: string }).role).toBe('marketing')
  })

  it('keeps at least one admin', async () => {
    const demoted = await rest('PATCH', `/users/${ids.admin}`, {
      token: tokens.admin,
      body: { role: 'sales' },
    })
    expect(demoted.status).toBe(400)
    expect(JSON.stringify(demoted.json())).toContain('ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อย 1 คน')
    expect((await rest('DELETE', `/users/${ids.admin}`, { token: tokens.admin })).status).toBe(400)
  })

  it('keeps at least one active admin, in Thai: a deactivated admin manages nobody', async () => {
    const deactivated = await rest('PATCH', `/users/${ids.admin}`, {
      token: tokens.admin,
      body: { active: false },
    })
    expect(deactivated.status).toBe(400)
    const message = JSON.stringify(deactivated.json())
    expect(message).toContain('ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อย 1 คน')
    expect(message).not.toMatch(/admin must remain/i)
    // Any other change of the only admin's account goes through.
    const renamed = await rest('PATCH', `/users/${ids.admin}`, {
      token: tokens.admin,
      body: { name: 'ผู้ดูแลระบบคนเดียว' },
    })
    expect(renamed.status).toBe(200)
    // A former admin, deactivated, does not count as the one who remains.
    const former = await payload.create({
      collection: 'users',
      data: {
        email: `former-admin-${Date.now()}@clinic.example`,
        password: staffPassword,
        name: 'ผู้ดูแลที่ลาออกแล้ว',
        role: 'admin',
        active: false,
      },
      overrideAccess: true,
    })
    try {
      const demoted = await rest('PATCH', `/users/${ids.admin}`, {
        token: tokens.admin,
        body: { role: 'sales' },
      })
      expect(demoted.status).toBe(400)
      expect((await rest('DELETE', `/users/${ids.admin}`, { token: tokens.admin })).status).toBe(
        400,
      )
      // The former admin themselves may go: an active admin remains.
      expect((await rest('DELETE', `/users/${former.id}`, { token: tokens.admin })).status).toBe(
        200,
      )
    } finally {
      await payload.delete({
        collection: 'users',
        where: { id: { equals: former.id } },
        overrideAccess: true,
      })
    }
    const self = await payload.findByID({
      collection: 'users',
      id: ids.admin,
      overrideAccess: true,
    })
    expect(self).toMatchObject({ role: 'admin', active: true })
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
