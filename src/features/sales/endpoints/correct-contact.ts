import type { Endpoint } from 'payload'

import { isRowId } from '@/kernel/admin/query-guard'
import { reply } from '@/kernel/api/http'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'

import { correctContact } from '../correct-contact'
import {
  contactCorrectionSchema,
  type CorrectableCollection,
} from '../validation/contact-correction'

/**
 * POST /api/<leads|registrations>/<id>/correct-contact `{field, value, reason}`: the audited way
 * to correct a contact detail (admins and sales). Answers `{code, changed, value}`.
 */
export function correctContactEndpoint(collection: CorrectableCollection): Endpoint {
  return staffEndpoint({
    path: '/:id/correct-contact',
    roles: ['admin', 'sales'],
    schema: contactCorrectionSchema(collection),
    handle: async (input, req) => {
      const id = req.routeParams?.id
      if (!isRowId(id)) return reply(404, 'ไม่พบรายการนี้')
      const outcome = await correctContact(req.payload, req, {
        collection,
        id: Number(id),
        ...input,
      })
      return Response.json(
        { code: 200, changed: outcome.changed, value: outcome.to },
        { headers: { 'cache-control': 'no-store' } },
      )
    },
  })
}
