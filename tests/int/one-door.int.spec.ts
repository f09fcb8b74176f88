// The one door (kernel/access/door.ts), tried on every surface the built configuration has: each
// collection's and global's operations and version routes, every REST endpoint (Payload's own,
// the plugins', ours), the admin's server functions and the Local API on a member's behalf. The
// surfaces are enumerated from the configuration, never listed by hand: a collection, global,
// endpoint or server function added later fails here until this file says who may use it.
// Personas: an admin and a sales member signed in with the password only (their role needs the
// second factor), a deactivated member, a marketing member, an anonymous client; an admin and a
// sales member past the second factor are the controls that show each request could succeed.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { createLocalReq, Forbidden, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isBehindTheDoor } from '@/kernel/access/door'
import {
  guardedSchedulePublish,
  guardedServerFunction,
  payloadServerFunctions,
} from '@/kernel/access/server-functions'
import { activityWritten } from '@/kernel/activity/log'
import type { User } from '@/payload-types'
import { lexicalDocument } from '@/seed/lexical'
import config from '@payload-config'

import { createTestImage } from '../helpers/media'
import { getTestPayload } from '../helpers/payload'
import { loginToken, rest, type RestReply } from '../helpers/rest'
import { createStaff, enrolSecondFactor, staffPassword } from '../helpers/staff'

type Persona =
  | 'admin'
  | 'sales'
  | 'marketing'
  | 'anonymous'
  | 'adminPasswordOnly'
  | 'salesPasswordOnly'
  | 'inactive'
type Role = 'admin' | 'sales' | 'marketing' | 'anonymous'

let payload: Payload
let built: SanitizedConfig
const tokens = {} as Record<Persona, string | undefined>
const members = {} as Record<Persona, User>
let leadId = 0
let experimentId = 0
let mediaId = 0

const stamp = Date.now()
const email = (name: string) => `${name}-${stamp}@door.example`

/**
 * What each role may do, per collection: c create, r read, u update, d delete, v read versions;
 * an upper-case letter where the rule allows only some documents (published ones, their own,
 * their covers, their locks). Anything not listed is refused. A collection missing here fails.
 */
const collectionRules: Record<string, Partial<Record<Role, string>>> = {
  pages: { admin: 'crudv', marketing: 'crudv' },
  articles: { admin: 'crudv', marketing: 'crudv', sales: 'R', anonymous: 'R' },
  media: { admin: 'crud', marketing: 'crud', sales: 'r', anonymous: 'R' },
  redirects: { admin: 'crud', marketing: 'crud' },
  leads: { admin: 'rud', sales: 'ru' },
  registrations: { admin: 'rud', sales: 'ru' },
  consents: { admin: 'rd', marketing: 'r' },
  'data-subject-requests': { admin: 'r' },
  users: { admin: 'crud', marketing: 'rU', sales: 'rU' },
  'activity-log': { admin: 'r' },
  'rate-limits': {},
  'notification-deliveries': {},
  'line-taps': { admin: 'rd', marketing: 'r', sales: 'r' },
  'page-views': { admin: 'r', marketing: 'r' },
  experiments: { admin: 'crud', marketing: 'crud' },
  'ad-spend': { admin: 'crud', marketing: 'crud' },
  exports: { admin: 'crd', sales: 'cRD' },
  imports: { admin: 'crd', marketing: 'crd' },
  'payload-kv': {},
  'payload-jobs': {},
  'payload-locked-documents': { admin: 'rud', marketing: 'RUD', sales: 'RUD' },
  'payload-preferences': { admin: 'cRUD', marketing: 'cRUD', sales: 'cRUD' },
  'payload-migrations': {},
}

/** The same for globals: r read, u update, v read versions. */
const globalRules: Record<string, Partial<Record<Role, string>>> = {
  'home-page': { admin: 'ruv', marketing: 'ruv' },
  pricing: { admin: 'ruv', marketing: 'ruv' },
  'site-settings': { admin: 'ruv', marketing: 'ruv' },
  'privacy-notice': { admin: 'ruv', marketing: 'ruv' },
  'register-page': { admin: 'ruv', marketing: 'ruv' },
  'sales-settings': { admin: 'ru', sales: 'r' },
  'security-settings': { admin: 'ru' },
  'payload-jobs-stats': {},
}

/**
 * Endpoints beyond the operations above (`<owner>:<method> <path>`), and the roles that reach
 * them. Payload's sign-in endpoints are everyone's; the rest are the roles' tools.
 */
const everyone: Role[] = ['admin', 'sales', 'marketing', 'anonymous']
const staff: Role[] = ['admin', 'sales', 'marketing']
const otherEndpoints: Record<string, Role[]> = {
  'media:get /file/:filename': everyone,
  'leads:post /:id/correct-contact': ['admin', 'sales'],
  'leads:post /:id/log-call': ['admin', 'sales'],
  'registrations:post /:id/correct-contact': ['admin', 'sales'],
  'registrations:post /:id/log-call': ['admin', 'sales'],
  'data-subject-requests:post /search': ['admin'],
  'data-subject-requests:post /export': ['admin'],
  'data-subject-requests:post /erase': ['admin'],
  'users:post /line-link/code': staff,
  'users:post /line-link/unlink': staff,
  'users:post /two-factor/status': staff,
  'users:post /two-factor/setup': staff,
  'users:post /two-factor/enable': staff,
  'users:post /two-factor/verify': staff,
  'users:post /two-factor/reset': ['admin'],
  'users:post /invite': ['admin'],
  'users:post /sessions/list': staff,
  'users:post /sessions/end': staff,
  'users:post /sessions/end-others': staff,
  'users:post /forgot-password': everyone,
  'users:get /init': everyone,
  'users:post /login': everyone,
  'users:post /logout': everyone,
  'users:get /me': everyone,
  'users:post /refresh-token': staff,
  // Only while no member exists.
  'users:post /first-register': [],
  'users:post /reset-password': everyone,
  'activity-log:post /verify': ['admin'],
  'experiments:post /:id/start': ['admin', 'marketing'],
  'experiments:post /:id/end': ['admin', 'marketing'],
  'exports:post /download': ['admin', 'sales'],
  'exports:post /export-preview': ['admin', 'sales'],
  'exports:get /file/:filename': ['admin'],
  'imports:post /preview-data': ['admin', 'marketing'],
  'imports:get /file/:filename': ['admin', 'marketing'],
  'payload-jobs:get /run': ['admin'],
  'payload-jobs:get /handle-schedules': ['admin'],
  'payload-preferences:get /:key': staff,
  'payload-preferences:delete /:key': staff,
  'payload-preferences:post /:key': staff,
  'root:get /access': everyone,
  'root:get /og': [],
}

/** The endpoints a member still owing the second factor may call (kernel/access/door.ts). */
const beforeSecondFactor = new Set([
  'users:post /login',
  'users:post /logout',
  'users:get /me',
  'users:post /refresh-token',
  'users:get /init',
  'users:post /forgot-password',
  'users:post /reset-password',
  'users:post /first-register',
  'users:post /two-factor/status',
  'users:post /two-factor/setup',
  'users:post /two-factor/enable',
  'users:post /two-factor/verify',
  'root:get /access',
])

/** The operation a collection's built-in endpoint performs. */
const collectionOperation: Record<string, string> = {
  'get /': 'r',
  'get /:id': 'r',
  'get /count': 'r',
  'post /': 'c',
  'post /:id/duplicate': 'c',
  'patch /': 'u',
  'patch /:id': 'u',
  'delete /': 'd',
  'delete /:id': 'd',
  'get /versions': 'v',
  'get /versions/:id': 'v',
  'post /versions/:id': 'v',
}
const globalOperation: Record<string, string> = {
  'get /': 'r',
  'post /': 'u',
  'get /versions': 'v',
  'get /versions/:id': 'v',
  'post /versions/:id': 'v',
}
/** Payload's permission overviews: computed through the same rules, they reveal only yes or no. */
const permissionOverviews = new Set(['post /access/:id?', 'post /access', 'get /access'])

/** No document has this id: an allowed request finds nothing (404), a refused one never looks. */
const absent = 987654

/** A request path for an endpoint of `owner`, its parameters filled in. */
function pathOf(owner: string, endpointPath: string) {
  const filled = endpointPath
    .replace('/:id?', '')
    .replace(':filename', 'nothing-here.png')
    .replace(':key', 'door-test')
    .replace(
      ':id',
      String({ leads: leadId, experiments: experimentId, media: mediaId }[owner] ?? absent),
    )
  const base = owner === 'root' ? '' : owner.startsWith('globals/') ? `/${owner}` : `/${owner}`
  const query = endpointPath === '/' ? `?where[id][equals]=${absent}&draft=true` : ''
  return `${base}${filled === '/' ? '' : filled}${query}`
}

function everyEndpoint() {
  const all: { owner: string; method: string; path: string; key: string; operation?: string }[] = []
  for (const collection of built.collections) {
    for (const endpoint of collection.endpoints || []) {
      const key = `${endpoint.method} ${endpoint.path}`
      all.push({
        owner: collection.slug,
        method: endpoint.method,
        path: endpoint.path,
        key: `${collection.slug}:${key}`,
        operation: collectionOperation[key] ?? (permissionOverviews.has(key) ? '-' : undefined),
      })
    }
  }
  for (const global of built.globals) {
    for (const endpoint of global.endpoints || []) {
      const key = `${endpoint.method} ${endpoint.path}`
      all.push({
        owner: `globals/${global.slug}`,
        method: endpoint.method,
        path: endpoint.path,
        key: `globals/${global.slug}:${key}`,
        operation: globalOperation[key] ?? (permissionOverviews.has(key) ? '-' : undefined),
      })
    }
  }
  for (const endpoint of built.endpoints || []) {
    all.push({
      owner: 'root',
      method: endpoint.method,
      path: endpoint.path,
      key: `root:${endpoint.method} ${endpoint.path}`,
    })
  }
  return all
}

async function send(persona: Persona, method: string, requestPath: string): Promise<RestReply> {
  const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE'
  const body = verb === 'GET' || verb === 'DELETE' ? undefined : {}
  return rest(verb, requestPath, { token: tokens[persona], body })
}

/** Endpoints the app answers with 404: not offered to anyone (kernel/access/door.ts). */
const notOffered = new Set(['/og'])

const refused = (reply: RestReply) =>
  reply.status === 401 ||
  reply.status === 403 ||
  (reply.status === 404 && notOffered.has(new URL(reply.url).pathname.replace(/^\/api/, '')))

beforeAll(async () => {
  payload = await getTestPayload()
  built = await config
  await payload.updateGlobal({
    slug: 'security-settings',
    data: { twoFactorRoles: ['admin', 'sales'] },
    overrideAccess: true,
  })
  for (const [persona, role] of [
    ['admin', 'admin'],
    ['sales', 'sales'],
    ['marketing', 'marketing'],
    ['salesPasswordOnly', 'sales'],
    ['inactive', 'admin'],
  ] as const) {
    members[persona] = await createStaff(payload, email(persona), persona, role)
    tokens[persona] = await loginToken(members[persona].email, staffPassword)
  }
  // The controls pass the second factor; the admin then signs in again with the password only.
  await enrolSecondFactor(tokens.admin!)
  await enrolSecondFactor(tokens.sales!)
  members.adminPasswordOnly = members.admin
  tokens.adminPasswordOnly = await loginToken(members.admin.email, staffPassword)
  await payload.update({
    collection: 'users',
    id: members.inactive.id,
    data: { active: false },
    overrideAccess: true,
  })
  members.inactive = await payload.findByID({
    collection: 'users',
    id: members.inactive.id,
    overrideAccess: true,
  })
  const lead = await payload.create({
    collection: 'leads',
    data: {
      fullname: 'ประตู ทดสอบ',
      phone: '0812223333',
      email: 'door-lead@clinic.example',
      organizationType: 'คลินิกความงาม',
      status: 'new',
    },
    overrideAccess: true,
  })
  leadId = lead.id
  const experiment = await payload.find({ collection: 'experiments', limit: 1, depth: 0 })
  experimentId = Number(experiment.docs[0]?.id ?? absent)
  // An image sales may read: duplicating it asks the right to create.
  const media = await createTestImage(payload, 'door.png', 'ภาพทดสอบ')
  mediaId = media.id
})

afterAll(async () => {
  await payload?.destroy()
})

describe('every surface has its rules', () => {
  it('names every collection and global of the configuration, and nothing that is gone', () => {
    expect(built.collections.map(({ slug }) => slug).sort()).toEqual(
      Object.keys(collectionRules).sort(),
    )
    expect(built.globals.map(({ slug }) => slug).sort()).toEqual(Object.keys(globalRules).sort())
  })

  it('puts every access rule of every collection, global and the job queue behind the door', () => {
    const outside: string[] = []
    for (const collection of built.collections) {
      for (const [operation, rule] of Object.entries(collection.access)) {
        if (!isBehindTheDoor(rule)) outside.push(`${collection.slug}.${operation}`)
      }
      const operations = Object.keys(collection.access)
      for (const needed of ['create', 'read', 'update', 'delete', 'readVersions', 'unlock']) {
        if (!operations.includes(needed)) outside.push(`${collection.slug}.${needed} (unset)`)
      }
    }
    for (const global of built.globals) {
      for (const operation of ['read', 'update', 'readVersions']) {
        const rule = (global.access as Record<string, unknown>)[operation]
        if (!isBehindTheDoor(rule)) outside.push(`globals/${global.slug}.${operation}`)
      }
    }
    for (const operation of ['run', 'queue', 'cancel'] as const) {
      if (!isBehindTheDoor(built.jobs.access?.[operation])) outside.push(`jobs.${operation}`)
    }
    expect(outside).toEqual([])
  })

  it('knows every endpoint: an operation’s, a permission overview, or one listed with its roles', () => {
    const unknown = everyEndpoint()
      .filter(({ operation, key }) => operation === undefined && !(key in otherEndpoints))
      .map(({ key }) => key)
    expect(unknown).toEqual([])
  })

  it('reviewed every admin server function the installed Payload registers', () => {
    const require = createRequire(import.meta.url)
    const layouts = require.resolve('@payloadcms/next/layouts')
    const source = readFileSync(
      path.join(path.dirname(layouts), '../utilities/handleServerFunctions.js'),
      'utf8',
    )
    const registry = source.match(/const baseServerFunctions = \{([\s\S]*?)\};/)
    expect(registry, 'Payload’s server function registry changed shape').not.toBeNull()
    const names = [...registry![1].matchAll(/^\s*'?([\w-]+)'?\s*:/gm)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(5)
    expect([...names].sort()).toEqual([...payloadServerFunctions].sort())
  })
})

describe('a member signed in with the password only, whose role needs the second factor', () => {
  for (const persona of ['adminPasswordOnly', 'salesPasswordOnly'] as const) {
    it(`${persona}: every endpoint refuses, but signing in, out and passing the second factor`, async () => {
      const through: string[] = []
      for (const endpoint of everyEndpoint()) {
        if (beforeSecondFactor.has(endpoint.key)) continue
        const reply = await send(persona, endpoint.method, pathOf(endpoint.owner, endpoint.path))
        if (!refused(reply)) through.push(`${endpoint.key} → ${reply.status}`)
      }
      expect(through).toEqual([])
    })

    it(`${persona}: the open ones show their own record and no permission`, async () => {
      const me = await send(persona, 'get', '/users/me')
      expect(me.json<{ user: { id: number } }>().user.id).toBe(members[persona].id)
      const access = await send(persona, 'get', '/access')
      const allowed: string[] = []
      const walk = (value: unknown, at: string) => {
        if (!value || typeof value !== 'object') return
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'permission' && inner === true) allowed.push(at)
          else walk(inner, at ? `${at}.${key}` : key)
        }
      }
      walk(access.json(), '')
      // Reading their own record is what the admin's shell needs to show the second factor.
      expect(allowed.filter((at) => !at.startsWith('collections.users.fields.'))).toEqual([
        'collections.users.read',
      ])
    })

    it(`${persona}: every admin server function refuses`, async () => {
      for (const name of payloadServerFunctions) {
        await expect(
          guardedServerFunction(
            { name, args: {}, config, importMap: {} },
            new Headers({ authorization: `JWT ${tokens[persona]}` }),
          ),
          name,
        ).rejects.toThrow(Forbidden)
      }
    })
  }
})

describe('a deactivated member', () => {
  it('is nobody to REST, and refused by every rule when the Local API acts for them', async () => {
    const me = await send('inactive', 'get', '/users/me')
    expect(me.json<{ user: unknown }>().user).toBeNull()
    expect(refused(await send('inactive', 'get', '/leads'))).toBe(true)
    const user = { ...members.inactive, collection: 'users' as const }
    const allowed: string[] = []
    for (const collection of built.collections) {
      for (const [operation, rule] of Object.entries(collection.access)) {
        const answer = await (rule as (args: object) => unknown)({
          req: { user, payload },
          id: absent,
          data: {},
        })
        if (answer !== false) allowed.push(`${collection.slug}.${operation}`)
      }
    }
    for (const global of built.globals) {
      for (const [operation, rule] of Object.entries(global.access)) {
        const answer = await (rule as (args: object) => unknown)({ req: { user, payload } })
        if (answer !== false) allowed.push(`globals/${global.slug}.${operation}`)
      }
    }
    expect(allowed).toEqual([])
    await expect(
      payload.find({ collection: 'leads', user, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('gets no admin server function', async () => {
    for (const name of payloadServerFunctions) {
      await expect(
        guardedServerFunction(
          { name, args: {}, config, importMap: {} },
          new Headers({ authorization: `JWT ${tokens.inactive}` }),
        ),
        name,
      ).rejects.toThrow(Forbidden)
    }
  })
})

/**
 * What the rules grant a role on a collection or global: each operation's rule asked for the
 * member as the staff strategy authenticates their token (or for nobody), as Payload asks it.
 */
async function granted(role: Role, owner: { access: Record<string, unknown> }): Promise<string> {
  const headers = new Headers(tokens[role] ? { authorization: `JWT ${tokens[role]}` } : {})
  const { user } = await payload.auth({ headers })
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  let letters = ''
  for (const [operation, letter] of [
    ['create', 'c'],
    ['read', 'r'],
    ['update', 'u'],
    ['delete', 'd'],
    ['readVersions', 'v'],
  ] as const) {
    const rule = owner.access[operation] as ((args: object) => unknown) | undefined
    if (rule && (await rule({ req, data: {} }))) letters += letter
  }
  return letters
}

describe('each role, and the public, through every operation and endpoint', () => {
  for (const role of ['admin', 'sales', 'marketing', 'anonymous'] as const) {
    it(`${role}: the rules grant what this file says, per collection and global`, async () => {
      const differ: string[] = []
      for (const collection of built.collections) {
        const { slug } = collection
        const letters = await granted(role, collection)
        const expected = (collectionRules[slug]?.[role] ?? '').toLowerCase()
        if (letters !== expected)
          differ.push(`${slug}: ${letters || '-'} (expected ${expected || '-'})`)
      }
      for (const global of built.globals) {
        const { slug } = global
        const letters = await granted(role, global)
        const expected = (globalRules[slug]?.[role] ?? '').toLowerCase()
        if (letters !== expected)
          differ.push(`globals/${slug}: ${letters || '-'} (expected ${expected || '-'})`)
      }
      expect(differ).toEqual([])
    })

    it(`${role}: every endpoint of an operation the role lacks, and every tool not its own, refuses`, async () => {
      const through: string[] = []
      for (const endpoint of everyEndpoint()) {
        if (endpoint.operation === '-') continue
        let may: boolean
        if (endpoint.operation) {
          const global = endpoint.owner.startsWith('globals/')
          const table = global
            ? globalRules[endpoint.owner.slice('globals/'.length)]
            : collectionRules[endpoint.owner]
          may = (table?.[role] ?? '').toLowerCase().includes(endpoint.operation)
        } else {
          may = otherEndpoints[endpoint.key]?.includes(role) ?? false
        }
        if (may) continue
        const reply = await send(role, endpoint.method, pathOf(endpoint.owner, endpoint.path))
        if (!refused(reply)) through.push(`${endpoint.key} → ${reply.status}`)
      }
      expect(through).toEqual([])
    })
  }

  it('the tools of each role are reached by it (not refused at the door)', async () => {
    const refusedTools: string[] = []
    for (const endpoint of everyEndpoint()) {
      if (endpoint.operation !== undefined) continue
      // Signing out or renewing would end the control's session; they are tried elsewhere.
      if (['users:post /logout', 'users:post /refresh-token'].includes(endpoint.key)) continue
      for (const role of otherEndpoints[endpoint.key] ?? []) {
        const reply = await send(role, endpoint.method, pathOf(endpoint.owner, endpoint.path))
        if (refused(reply)) refusedTools.push(`${role} ${endpoint.key} → ${reply.status}`)
      }
    }
    expect(refusedTools).toEqual([])
  })
})

describe('anonymous clients and the admin’s server functions', () => {
  it('get none once a member exists', async () => {
    for (const name of payloadServerFunctions) {
      await expect(
        guardedServerFunction({ name, args: {}, config, importMap: {} }, new Headers()),
        name,
      ).rejects.toThrow(Forbidden)
    }
  })

  it('refuses a server function nobody reviewed, whoever asks', async () => {
    await expect(
      guardedServerFunction(
        { name: 'something-new', args: {}, config, importMap: {} },
        new Headers({ authorization: `JWT ${tokens.admin}` }),
      ),
    ).rejects.toThrow(Forbidden)
  })
})

describe('a scheduled publication', () => {
  /** A published article with a cover and a line of content. */
  async function publishedArticle(title: string) {
    return payload.create({
      collection: 'articles',
      data: {
        title,
        cover: mediaId,
        content: lexicalDocument([{ p: 'เนื้อหาทดสอบ' }]),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
  }

  /** The member as a job or a server function acts for them (reloaded from the database). */
  async function reqOf(persona: Persona) {
    const member = await payload.findByID({
      collection: 'users',
      id: members[persona].id,
      overrideAccess: true,
    })
    return createLocalReq({ user: { ...member, collection: 'users' } }, payload)
  }

  const scheduled = async (articleId: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: 'schedulePublish' } },
            { 'input.doc.value': { equals: String(articleId) } },
          ],
        },
        overrideAccess: true,
      })
    ).docs

  it('is set and cancelled only by a member who may publish the document', async () => {
    const article = await publishedArticle('ตั้งเวลาโดยผู้มีสิทธิ์')
    const doc = { relationTo: 'articles', value: String(article.id) }
    const later = new Date(Date.now() + 3_600_000)
    await expect(
      guardedSchedulePublish({ req: await reqOf('sales'), type: 'unpublish', doc, date: later }),
    ).rejects.toThrow(Forbidden)
    expect(await scheduled(article.id)).toHaveLength(0)
    const queued = await guardedSchedulePublish({
      req: await reqOf('marketing'),
      type: 'unpublish',
      doc,
      date: later,
    })
    expect(queued).not.toHaveProperty('error')
    const [job] = await scheduled(article.id)
    expect(job.input).toMatchObject({ user: { value: members.marketing.id } })
    // A sales member cannot delete the content team's scheduled job either.
    await expect(
      guardedSchedulePublish({ req: await reqOf('sales'), deleteID: job.id, doc, date: later }),
    ).rejects.toThrow(Forbidden)
    expect(await scheduled(article.id)).toHaveLength(1)
  })

  it('is cancelled, with the reason in the activity log, when its member may no longer do it', async () => {
    const article = await publishedArticle('เลิกเผยแพร่ตามเวลา')
    const scheduler = await createStaff(payload, email('scheduler'), 'ผู้ตั้งเวลา', 'marketing')
    const demoted = await createStaff(payload, email('demoted'), 'ผู้ถูกเปลี่ยนบทบาท', 'marketing')
    const due = new Date(Date.now() - 1_000).toISOString()
    for (const member of [scheduler, demoted]) {
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(due),
        // As Payload's admin queues it: the document's id as a string.
        input: {
          type: 'unpublish',
          doc: { relationTo: 'articles', value: String(article.id) },
          user: { relationTo: 'users', value: member.id },
        } as never,
      })
    }
    // Deactivated, and moved to sales, between scheduling and the due time.
    await payload.update({
      collection: 'users',
      id: scheduler.id,
      data: { active: false },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      id: demoted.id,
      data: { role: 'sales' },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    await activityWritten()

    const stillPublished = await payload.findByID({
      collection: 'articles',
      id: article.id,
      overrideAccess: true,
    })
    expect(stillPublished._status).toBe('published')
    const jobs = await scheduled(article.id)
    expect(jobs).toHaveLength(2)
    for (const job of jobs) {
      expect(job.error).toMatchObject({ cancelled: true })
      expect(job.completedAt ?? null).toBeNull()
    }
    const { docs: entries } = await payload.find({
      collection: 'activity-log',
      where: { kind: { equals: 'job-cancelled' }, subject: { equals: `articles/${article.id}` } },
      depth: 0,
      overrideAccess: true,
    })
    expect(entries.map((entry) => [entry.member, entry.detail]).sort()).toEqual(
      [
        [demoted.id, 'การเลิกเผยแพร่ตามเวลาที่ตั้งไว้ ถูกยกเลิก: บทบาทปัจจุบันของผู้ที่ตั้งเวลาไว้ไม่มีสิทธิ์ทำรายการนี้แล้ว'],
        [scheduler.id, 'การเลิกเผยแพร่ตามเวลาที่ตั้งไว้ ถูกยกเลิก: ผู้ที่ตั้งเวลาไว้ถูกปิดการใช้งานบัญชีแล้ว'],
      ].sort(),
    )
  })
})

describe('Payload’s job scheduler bookkeeping (payload-jobs-stats)', () => {
  it('is neither read nor written by any member, and the scheduler still keeps it', async () => {
    for (const role of ['admin', 'sales', 'marketing'] as const) {
      const read = await rest('GET', '/globals/payload-jobs-stats', { token: tokens[role] })
      expect(read.status, role).toBe(403)
      const write = await rest('POST', '/globals/payload-jobs-stats', {
        token: tokens[role],
        body: { stats: { scheduledRuns: { queues: {} }, lastScheduledRun: '2099-01-01' } },
      })
      expect(write.status, role).toBe(403)
    }
    expect(JSON.stringify(await payload.findGlobal({ slug: 'payload-jobs-stats' }))).not.toContain(
      '2099',
    )
    const handled = await rest('GET', '/payload-jobs/handle-schedules', { token: tokens.admin })
    expect(handled.status).toBe(200)
  })
})
