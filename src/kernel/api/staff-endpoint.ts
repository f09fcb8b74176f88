import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { roleOf, staffUser, type Role } from '@/kernel/access/roles'
import { reply } from '@/kernel/api/http'
import { endpointPipeline } from '@/kernel/api/pipeline'

export const staffReplies = {
  unauthorised: 'กรุณาเข้าสู่ระบบก่อน',
  forbidden: 'บทบาทของคุณทำรายการนี้ไม่ได้',
} as const

/**
 * An endpoint the admin's own tools call, on the pipeline of kernel/api/pipeline.ts: its admission is
 * a logged-in staff member (the request's session, never a header) of one of `roles` (401, 403),
 * before the small JSON body (415, 413, 400) and the shared zod schema (400 with its Thai
 * message); then `handle`. Replies are never cached; anything unexpected is logged and answered
 * 500 in Thai.
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
    handler: endpointPipeline<PayloadRequest, Role, S>({
      admit: (req) => {
        if (!staffUser(req)) return { refused: reply(401, staffReplies.unauthorised) }
        const role = roleOf(req)
        if (!role || !roles.includes(role)) return { refused: reply(403, forbidden) }
        return { admitted: role }
      },
      maxBodyBytes,
      schema,
      invalid: (issue) => issue.message,
      handle: (input, { request }) => handle(input, request),
      failed: (error, req) =>
        req.payload.logger.error({ err: error, path }, '[staff] request failed'),
    }),
  }
}
