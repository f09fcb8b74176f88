import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { addressHashOf, recordActivity } from '@/kernel/activity/log'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'

import { backupSettings, backupStores, recordErasure } from '@/features/operations'

import { dataSubjectRequestsSlug } from '../collections/data-subject-requests-slug'
import { dataSubjectText } from '../content/admin'
import {
  eraseSubjectRecords,
  findSubjectRecords,
  identifierHash,
  subjectExport,
} from '../data-subject'
import {
  dataSubjectErasureSchema,
  dataSubjectExportSchema,
  dataSubjectSearchSchema,
  type SubjectIdentifier,
} from '../validation/data-subject'

type Step = 'search' | 'access' | 'erasure'

/** One of the tool's endpoints: admins only (kernel/api/staff-endpoint). */
function adminEndpoint<S extends z.ZodType>(
  path: string,
  schema: S,
  handle: (input: z.output<S>, req: PayloadRequest) => Promise<Response>,
) {
  return staffEndpoint({
    path,
    roles: ['admin'],
    schema,
    handle,
    forbidden: dataSubjectText.th.replies.forbidden,
  })
}

/** One line of the log: what was asked, what was found or done, by whom; no personal data. */
async function record(
  req: PayloadRequest,
  identifier: SubjectIdentifier,
  entry: {
    type: Step
    format?: 'json' | 'csv'
    leadCount: number
    registrationCount: number
    exportCount?: number
    jobCount?: number
    failedCount?: number
  },
): Promise<void> {
  const found = entry.leadCount + entry.registrationCount > 0
  await req.payload.create({
    collection: dataSubjectRequestsSlug,
    data: {
      ...entry,
      outcome: entry.failedCount
        ? 'incomplete'
        : !found
          ? 'not-found'
          : entry.type === 'search'
            ? 'found'
            : entry.type === 'access'
              ? 'exported'
              : 'erased',
      identifierKind: identifier.kind,
      identifierHash: identifierHash(req.payload.secret, identifier),
      handledBy: req.user?.id as number,
    },
    overrideAccess: true,
    req,
  })
  // And in the staff activity log: who searched, exported or erased, and how much (no identifier).
  await recordActivity(req.payload, {
    kind: activityKindOf[entry.type],
    member: Number(req.user?.id),
    subject: dataSubjectRequestsSlug,
    detail: `${entry.leadCount} leads, ${entry.registrationCount} registrations`,
    ipHash: addressHashOf(req.payload.secret, req.headers),
  })
}

const activityKindOf = {
  search: 'subject-search',
  access: 'subject-export',
  erasure: 'subject-erasure',
} as const satisfies Record<Step, string>

const summary = (record: {
  id: number
  createdAt: string
  status?: string | null
  email: string
  phone: string
}) => ({
  id: record.id,
  createdAt: record.createdAt,
  status: record.status ?? null,
  email: record.email,
  phone: record.phone,
})

/**
 * The data-subject tool's endpoints (admins only), each writing one line of the log:
 * POST /api/data-subject-requests/search `{identifier}`: the person's leads and registrations,
 * with how many access or erasure requests of theirs came before;
 * POST /api/data-subject-requests/export `{identifier, format}`: their records as a JSON or CSV
 * file;
 * POST /api/data-subject-requests/erase `{identifier, confirm, leadIds, registrationIds}`: deletes
 * the confirmed records that still match, with their history, the notifications queued about
 * them and the saved exports of their collections.
 */
export const dataSubjectEndpoints: Endpoint[] = [
  adminEndpoint('/search', dataSubjectSearchSchema, async ({ identifier }, req) => {
    const records = await findSubjectRecords(req.payload, identifier)
    await record(req, identifier, {
      type: 'search',
      leadCount: records.leads.length,
      registrationCount: records.registrations.length,
    })
    const { totalDocs: earlier } = await req.payload.count({
      collection: dataSubjectRequestsSlug,
      where: {
        identifierHash: { equals: identifierHash(req.payload.secret, identifier) },
        type: { not_equals: 'search' },
      },
      overrideAccess: true,
    })
    return Response.json(
      {
        code: 200,
        kind: identifier.kind,
        earlierRequests: earlier,
        leads: records.leads.map((lead) => ({ ...summary(lead), name: lead.fullname })),
        registrations: records.registrations.map((registration) => ({
          ...summary(registration),
          name: `${registration.fullName} (${registration.clinicName})`,
        })),
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  }),
  adminEndpoint('/export', dataSubjectExportSchema, async ({ identifier, format }, req) => {
    const records = await findSubjectRecords(req.payload, identifier)
    await record(req, identifier, {
      type: 'access',
      format,
      leadCount: records.leads.length,
      registrationCount: records.registrations.length,
    })
    const file = subjectExport(records, format)
    return new Response(file.body, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'no-store',
      },
    })
  }),
  adminEndpoint('/erase', dataSubjectErasureSchema, async (input, req) => {
    // Beside the backups first, so that a restore of an older copy erases the person again: an
    // erasure that could be recorded in no store is not made (the admin is told to try again).
    const stores = backupStores(backupSettings())
    const failures = await recordErasure(stores, {
      at: new Date().toISOString(),
      identifierKind: input.identifier.kind,
      identifierHash: identifierHash(req.payload.secret, input.identifier),
      leadIds: input.leadIds,
      registrationIds: input.registrationIds,
    })
    for (const failure of failures) {
      req.payload.logger.error({ msg: 'erasure not recorded beside the backups', err: failure })
    }
    if (failures.length === stores.length) {
      return Response.json(
        { code: 503, message: dataSubjectText.th.replies.ledgerUnavailable },
        { status: 503, headers: { 'cache-control': 'no-store' } },
      )
    }
    const erased = await eraseSubjectRecords(req.payload, input.identifier, input, req)
    const failed = erased.failed.leads + erased.failed.registrations
    await record(req, input.identifier, {
      type: 'erasure',
      leadCount: erased.leads,
      registrationCount: erased.registrations,
      exportCount: erased.exports,
      jobCount: erased.jobs,
      failedCount: failed,
    })
    // Only what was achieved is reported: a record that could not be deleted is named a failure.
    if (failed > 0) {
      return Response.json(
        {
          code: 500,
          message: dataSubjectText.th.incomplete({ ...erased, failed }),
          ...erased,
        },
        { status: 500, headers: { 'cache-control': 'no-store' } },
      )
    }
    return Response.json({ code: 200, ...erased }, { headers: { 'cache-control': 'no-store' } })
  }),
]
