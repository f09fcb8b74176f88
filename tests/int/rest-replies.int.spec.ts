// Payload's REST API as the app serves it: bodies are capped per route and refused early with 413,
// and no reply to a staff member is kept by a browser or shared cache.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadRest, restBodyLimit } from '@/kernel/api/payload-rest'
import config from '@payload-config'

import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { createSignedInStaff, staffPassword } from '../helpers/staff'

let payload: Payload
let token = ''
const routes = payloadRest(config)

beforeAll(async () => {
  payload = await getTestPayload()
  token = (await createSignedInStaff(payload, 'replies@clinic.example', 'admin', 'admin')).token
})

afterAll(async () => {
  await payload?.destroy()
})

/** A body sent in chunks without a declared length; counts how much of it the server pulled. */
function trickledBody(totalBytes: number, chunkBytes = 64 * 1024) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      const size = Math.min(chunkBytes, totalBytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(0x61))
    },
  })
  return { stream, pulled: () => sent }
}

async function post(path: string, body: BodyInit, headers: Record<string, string>) {
  const slug = path.split('/').filter(Boolean)
  const request = new Request(`http://localhost/api/${slug.join('/')}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit)
  return routes.POST(request, { params: Promise.resolve({ slug }) })
}

describe('request bodies', () => {
  it('refuses an anonymous 11 MB login body after reading no more than its cap', async () => {
    const body = trickledBody(11 * 1024 * 1024)
    const response = await post('users/login', body.stream, {
      'content-type': 'application/json',
    })
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(restBodyLimit(['users', 'login']) + 2 * 64 * 1024)
  })

  it('refuses a declared size over the cap without reading the body at all', async () => {
    const body = trickledBody(30 * 1024 * 1024)
    const response = await post('media', body.stream, {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(30 * 1024 * 1024),
      authorization: `JWT ${token}`,
    })
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * 1024)
  })

  it('caps each part of the API by what it carries', () => {
    expect(restBodyLimit(['users', 'login'])).toBe(128 * 1024)
    expect(restBodyLimit(['articles', '1'])).toBe(2 * 1024 * 1024)
    expect(restBodyLimit(['media'])).toBeGreaterThan(20 * 1024 * 1024)
  })

  it('still takes a body within the cap', async () => {
    const reply = await rest('POST', '/users/login', {
      body: { email: 'replies@clinic.example', password: staffPassword },
    })
    expect(reply.status).toBe(200)
  })
})

describe('replies to staff', () => {
  it.each([
    '/leads',
    '/registrations',
    '/users',
    '/users/me',
    '/exports',
    '/consents',
    '/data-subject-requests',
    '/articles',
  ])('GET %s carries Cache-Control: private, no-store', async (path) => {
    const reply = await rest('GET', path, { token })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('private, no-store')
  })

  it('leave an anonymous read of published articles cacheable', async () => {
    const reply = await rest('GET', '/articles')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control') ?? '').not.toContain('no-store')
  })
})
