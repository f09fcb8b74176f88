import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { readBoundedBody } from '@/kernel/api/http'
import { mediaUploadMaxBytes } from '@/kernel/api/uploads'
import { inWriteScope } from '@/kernel/db/write-scope'

type RouteArgs = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, args: RouteArgs) => Promise<Response>

const kib = 1024
const mib = 1024 * kib

/**
 * The largest body each part of the REST API reads; anything over is refused with 413 before
 * Payload reads it (Payload itself would read an anonymous 11 MB body before refusing it).
 */
export function restBodyLimit(slug: string[]): number {
  switch (slug[0]) {
    case 'media':
      // An image and its form fields.
      return mediaUploadMaxBytes + 64 * kib
    case 'imports':
      return 5 * mib
    case 'articles':
      // Rich text with its rendered HTML and versions' autosave.
      return 2 * mib
    default:
      return 128 * kib
  }
}

/** The least time a password-reset request takes to answer, whether the address is staff's. */
export const resetReplyFloorMs = 1_000

const errorReply = (status: number, message: string) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'private, no-store' } },
  )

/** Collections whose files and documents are personal data, whoever asks. */
const holdsPersonalData = new Set(['exports', 'imports', 'leads', 'registrations', 'consents'])

/** A staff member's request: a session cookie or an API credential. */
const isCredentialed = (request: Request) =>
  request.headers.has('authorization') ||
  /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * Payload's REST API (`/api/<collection>/…`, auth, jobs, exports) as the app serves it:
 * - a body larger than its part of the API allows is refused with 413 before anything reads it;
 * - (endpoints the configuration does not use were removed by kernel/access/door.ts: they answer 404);
 * - each request is one unit of work on the database (kernel/db/write-scope);
 * - a reply to a staff member (personal data, their session) is never stored by a cache.
 */
export function payloadRest(config: Promise<SanitizedConfig>) {
  const wrap =
    (handler: RouteHandler): RouteHandler =>
    async (incoming, args) => {
      const { slug = [] } = (await args.params) ?? {}
      let request = incoming
      if (incoming.body) {
        const body = await readBoundedBody(incoming, restBodyLimit(slug))
        if (body === null) return errorReply(413, 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป (Payload Too Large)')
        request = new Request(incoming.url, {
          method: incoming.method,
          headers: incoming.headers,
          body: new Uint8Array(body),
          signal: incoming.signal,
        })
      }
      const started = Date.now()
      const response = await inWriteScope(() => handler(request, args))
      if (slug[1] === 'forgot-password' && response.status === 200) {
        // Known or not, an address gets the same answer after the same time: the reply never
        // waits for the mail server only when the account exists.
        // A timer may fire a millisecond early by the wall clock: wait again until the floor.
        const remaining = () => resetReplyFloorMs - (Date.now() - started)
        while (remaining() > 0) await new Promise((resolve) => setTimeout(resolve, remaining()))
      }
      if (!isCredentialed(request) && !holdsPersonalData.has(slug[0])) return response
      const headers = new Headers(response.headers)
      headers.set('cache-control', 'private, no-store')
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      })
    }
  return {
    GET: wrap(REST_GET(config)),
    POST: wrap(REST_POST(config)),
    DELETE: wrap(REST_DELETE(config)),
    PATCH: wrap(REST_PATCH(config)),
    PUT: wrap(REST_PUT(config)),
    OPTIONS: wrap(REST_OPTIONS(config)),
  }
}
