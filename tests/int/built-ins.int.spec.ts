// Payload's own collections and endpoints under the staff roles, through the REST route: editing
// locks, the jobs endpoints, saved exports, imports, preferences and the migration log. The
// README's role table says the same.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/kernel/access/roles'
import { lexicalDocument } from '@/seed/lexical'

import { createTestImage } from '../helpers/media'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { createSignedInStaff } from '../helpers/staff'

let payload: Payload
const tokens = {} as Record<Role | 'sales2', string>
const users = {} as Record<Role | 'sales2', number>
let leadId = 0
let articleId = 0
let coverId = 0

beforeAll(async () => {
  payload = await getTestPayload()
  for (const [key, role] of [
    ['admin', 'admin'],
    ['marketing', 'marketing'],
    ['sales', 'sales'],
    ['sales2', 'sales'],
  ] as const) {
    const { user, token } = await createSignedInStaff(payload, `${key}@clinic.example`, key, role)
    users[key] = user.id
    tokens[key] = token
  }
  const lead = await payload.create({
    collection: 'leads',
    data: {
      fullname: 'ผู้สนใจ ล็อก',
      phone: '0812345678',
      email: 'lock@clinic.example',
      organizationType: 'คลินิกความงาม',
      status: 'new',
    },
    overrideAccess: true,
  })
  leadId = lead.id
  const cover = await createTestImage(payload, 'cover.png', 'ปก')
  coverId = cover.id
  const article = await payload.create({
    collection: 'articles',
    data: { title: 'บทความล็อก', _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  articleId = article.id
})

afterAll(async () => {
  await payload?.destroy()
})

/** A lock as Payload's admin makes it on the server when someone opens a document. */
async function lockFor(holder: Role | 'sales2', collection: 'leads' | 'articles', id: number) {
  await payload.delete({
    collection: 'payload-locked-documents',
    where: {},
    overrideAccess: true,
  })
  const lock = await payload.db.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: collection, value: id },
      user: { relationTo: 'users', value: users[holder] },
    },
  })
  return Number(lock.id)
}

describe('editing locks (payload-locked-documents)', () => {
  it('are never created through the API, in anyone’s name', async () => {
    for (const role of ['admin', 'marketing', 'sales'] as const) {
      const reply = await rest('POST', '/payload-locked-documents', {
        token: tokens[role],
        body: {
          document: { relationTo: 'leads', value: leadId },
          user: { relationTo: 'users', value: users.admin },
        },
      })
      expect(reply.status, role).toBe(403)
    }
    const { totalDocs } = await payload.count({
      collection: 'payload-locked-documents',
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('on a lead are seen, taken over and released by sales and admins, not by marketing', async () => {
    const lock = await lockFor('sales', 'leads', leadId)
    const list = (role: Role | 'sales2') =>
      rest('GET', `/payload-locked-documents?where[document.value][equals]=${leadId}`, {
        token: tokens[role],
      })
    expect((await list('marketing')).json<{ docs: unknown[] }>().docs).toHaveLength(0)
    expect((await list('sales2')).json<{ docs: unknown[] }>().docs).toHaveLength(1)
    expect(
      (await rest('DELETE', `/payload-locked-documents/${lock}`, { token: tokens.marketing }))
        .status,
    ).toBe(403)
    // A colleague takes over: the lock is theirs, whoever they name in the request.
    const taken = await rest('PATCH', `/payload-locked-documents/${lock}`, {
      token: tokens.sales2,
      body: { user: { relationTo: 'users', value: users.admin } },
    })
    expect(taken.status).toBe(200)
    const held = await payload.findByID({
      collection: 'payload-locked-documents',
      id: lock,
      depth: 0,
      overrideAccess: true,
    })
    expect(held.user).toEqual({ relationTo: 'users', value: users.sales2 })
    expect(
      (await rest('DELETE', `/payload-locked-documents/${lock}`, { token: tokens.admin })).status,
    ).toBe(200)
  })

  it('on an article are marketing’s and admins’, not sales’', async () => {
    const lock = await lockFor('marketing', 'articles', articleId)
    const patch = (role: Role) =>
      rest('PATCH', `/payload-locked-documents/${lock}`, {
        token: tokens[role],
        body: { user: { relationTo: 'users', value: users[role] } },
      })
    expect((await patch('sales')).status).toBe(403)
    expect((await patch('admin')).status).toBe(200)
  })
})

describe('the jobs endpoints', () => {
  it.each([
    ['GET', '/payload-jobs/run'],
    ['GET', '/payload-jobs/handle-schedules'],
  ] as const)('%s %s is an admin’s tool', async (method, path) => {
    expect((await rest(method, path)).status).toBe(401)
    expect((await rest(method, path, { token: tokens.marketing })).status).toBe(401)
    expect((await rest(method, path, { token: tokens.sales })).status).toBe(401)
    const byAdmin = await rest(method, path, { token: tokens.admin })
    expect(byAdmin.status).toBe(200)
  })

  it('lists no job to anyone: the jobs hold the records they notify about', async () => {
    for (const role of ['admin', 'marketing', 'sales'] as const) {
      expect((await rest('GET', '/payload-jobs', { token: tokens[role] })).status, role).toBe(403)
    }
  })
})

describe('saved exports', () => {
  it('are made and read by sales and admins only', async () => {
    const make = (role: Role) =>
      rest('POST', '/exports', {
        token: tokens[role],
        body: { name: `export-${role}`, collectionSlug: 'leads', format: 'csv' },
      })
    expect((await make('marketing')).status).toBe(403)
    expect((await rest('POST', '/exports', { body: { collectionSlug: 'leads' } })).status).toBe(403)
    expect((await make('sales')).status).toBe(201)
    expect((await rest('GET', '/exports', { token: tokens.marketing })).status).toBe(403)
    expect((await rest('GET', '/exports', { token: tokens.admin })).status).toBe(200)
  })
})

describe('imports', () => {
  const articleFile = () => {
    const content = lexicalDocument([{ p: 'เนื้อหาที่นำเข้า' }])
    const form = new FormData()
    form.append('_payload', JSON.stringify({ collectionSlug: 'articles', importMode: 'create' }))
    form.append(
      'file',
      new Blob(
        [JSON.stringify([{ title: 'บทความนำเข้า', cover: coverId, content, tags: 'นำเข้า' }])],
        {
          type: 'application/json',
        },
      ),
      'articles.json',
    )
    return form
  }

  it('of articles are the content team’s, and land as drafts', async () => {
    expect(
      (await rest('POST', '/imports', { token: tokens.sales, body: articleFile() })).status,
    ).toBe(403)
    const reply = await rest('POST', '/imports', { token: tokens.marketing, body: articleFile() })
    expect(reply.status).toBe(201)
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    const { docs } = await payload.find({
      collection: 'articles',
      where: { title: { equals: 'บทความนำเข้า' } },
      draft: true,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]._status).toBe('draft')
    expect((await rest('GET', '/imports', { token: tokens.sales })).status).toBe(403)
  })
})

describe('preferences and the migration log', () => {
  it('keep each member’s preferences to themselves', async () => {
    await rest('POST', '/payload-preferences/list-leads', {
      token: tokens.sales,
      body: { value: { limit: 25 } },
    })
    const others = await rest('GET', '/payload-preferences', { token: tokens.sales2 })
    expect(others.json<{ docs: unknown[] }>().docs).toHaveLength(0)
  })

  it('keep the migration log out of the API', async () => {
    for (const role of ['admin', 'marketing', 'sales'] as const) {
      const reply = await rest('GET', '/payload-migrations', { token: tokens[role] })
      expect(reply.status, role).toBe(501)
    }
  })
})
