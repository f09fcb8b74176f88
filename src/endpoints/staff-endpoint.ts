import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { roleOf, type Role } from '@/lib/roles'
import { readJsonBody, reply } from '@/lib/api/http'
import { httpReplies } from '@/lib/api/messages'

export const staffReplies = {
  unauthorised: 'กรุณาเข้าสู่ระบบก่อน',
  forbidden: 'บทบาทของคุณทำรายการนี้ไม่ได้',
} as const

/**
 * An endpoint the admin's own tools call, in one fixed order: a logged-in staff member (the
 * request's session, never a header) of one of `roles` (401, 403); a small JSON body (415, 413,
 * 400); the shared zod schema (400 with its Thai message); then `handle`. Replies are never
 * cached; anything unexpected is logged and answered 500 in Thai.
 */
export function staffEndpoint<S extends z.ZodType>({
  path,
  roles,
  schema,
  handle,
  maxBodyBytes = 16_384,
  forbidden = staffReplies.forbidden,
}: {
  path: string
  roles: Role[]
  schema: S
  handle: (input: z.output<S>, req: PayloadRequest) => Promise<Response>
  maxBodyBytes?: number
  forbidden?: string
}): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      if (!req.user) return reply(401, staffReplies.unauthorised)
      const role = roleOf(req)
      if (!role || !roles.includes(role)) return reply(403, forbidden)
      const body = await readJsonBody(req as unknown as Request, maxBodyBytes)
      if (!body.ok) return reply(body.status, httpReplies.unreadable[body.status])
      const parsed = schema.safeParse(body.value)
      if (!parsed.success) return reply(400, parsed.error.issues[0].message)
      try {
        return await handle(parsed.data, req)
      } catch (error) {
        req.payload.logger.error({ err: error, path }, '[staff] request failed')
        return reply(500, httpReplies.serverError)
      }
    },
  }
}
