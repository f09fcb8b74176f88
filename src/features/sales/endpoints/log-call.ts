import type { Endpoint } from 'payload'

import { isRowId } from '@/kernel/admin/query-guard'
import { reply } from '@/kernel/api/http'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'

import { logCall } from '../call-log'
import { callLogSchema } from '../validation/call-log'

/**
 * POST /api/<leads|registrations>/<id>/log-call `{outcome, note?, nextFollowUpAt?}`: the lead
 * screen's "บันทึกการโทร" (admins and sales). Answers `{code, message}`.
 */
export function logCallEndpoint(collection: 'leads' | 'registrations'): Endpoint {
  return staffEndpoint({
    path: '/:id/log-call',
    roles: ['admin', 'sales'],
    schema: callLogSchema(),
    handle: async (input, req) => {
      const id = req.routeParams?.id
      if (!isRowId(id)) return reply(404, 'ไม่พบรายการนี้')
      const found = await req.payload
        .count({ collection, where: { id: { equals: Number(id) } }, overrideAccess: true })
        .then(({ totalDocs }) => totalDocs > 0)
      if (!found) return reply(404, 'ไม่พบรายการนี้')
      await logCall(req.payload, req, collection, Number(id), input)
      return Response.json(
        { code: 200, message: 'บันทึกการโทรแล้ว' },
        { headers: { 'cache-control': 'no-store' } },
      )
    },
  })
}
