import type { Endpoint } from 'payload'

import { roleOf } from '@/kernel/access/roles'
import { reply } from '@/kernel/api/http'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'

import { newLinkCode, unlinkLine } from '../line-link'
import { lineCodeRequestSchema, lineUnlinkSchema } from '../validation/line-link'

const noStore = { headers: { 'cache-control': 'no-store' } }

/**
 * POST /api/users/line-link/code `{}`: a one-time code for the logged-in member's own LINE link,
 * with the QR code of the Official Account (features/notifications/line-link.ts).
 * POST /api/users/line-link/unlink `{userId?}`: unlinks the member's own LINE, or, for an admin,
 * anyone's.
 */
export const lineLinkEndpoints: Endpoint[] = [
  staffEndpoint({
    path: '/line-link/code',
    roles: ['admin', 'marketing', 'sales'],
    schema: lineCodeRequestSchema,
    handle: async (_input, req) => {
      const { code, ...rest } = await newLinkCode(req.payload, Number(req.user!.id))
      return Response.json({ code: 200, linkCode: code, ...rest }, noStore)
    },
  }),
  staffEndpoint({
    path: '/line-link/unlink',
    roles: ['admin', 'marketing', 'sales'],
    schema: lineUnlinkSchema,
    handle: async (input, req) => {
      const self = Number(req.user!.id)
      const target = input.userId ?? self
      if (target !== self && roleOf(req) !== 'admin') {
        return reply(403, 'ยกเลิกการเชื่อม LINE ของผู้อื่นได้เฉพาะผู้ดูแลระบบ')
      }
      const exists = await req.payload
        .findByID({ collection: 'users', id: target, depth: 0, overrideAccess: true })
        .then(() => true)
        .catch(() => false)
      if (!exists) return reply(404, 'ไม่พบผู้ใช้งานนี้')
      await unlinkLine(req.payload, target)
      return Response.json({ code: 200, message: 'ยกเลิกการเชื่อม LINE แล้ว' }, noStore)
    },
  }),
]
