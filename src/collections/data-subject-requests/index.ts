import type { CollectionConfig, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { adminOnly } from '@/access/roles'
import { nobody } from '@/access/nobody'
import { dataSubjectText } from '@/content/admin'
import { staffEndpoint } from '@/endpoints/staff-endpoint'
import {
  eraseSubjectRecords,
  findSubjectRecords,
  identifierHash,
  subjectExport,
} from '@/lib/privacy/data-subject'
import {
  dataSubjectErasureSchema,
  dataSubjectExportSchema,
  dataSubjectSearchSchema,
  type SubjectIdentifier,
} from '@/lib/validation/data-subject'

export const dataSubjectRequestsSlug = 'data-subject-requests'

type Step = 'search' | 'access' | 'erasure'

/** One of the tool's endpoints: admins only (endpoints/staff-endpoint). */
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
  },
): Promise<void> {
  const found = entry.leadCount + entry.registrationCount > 0
  await req.payload.create({
    collection: dataSubjectRequestsSlug,
    data: {
      ...entry,
      outcome: !found
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
}

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
 * The log of data-subject requests (PDPA section 9 of the notice: access, portability, erasure),
 * and the endpoints the tool above its list calls. The log proves a request was handled with a
 * keyed hash of the address, never the address; nobody edits or deletes it through the API.
 */
export const DataSubjectRequests: CollectionConfig = {
  slug: dataSubjectRequestsSlug,
  access: { create: nobody, read: adminOnly, update: nobody, delete: nobody },
  admin: {
    group: { th: 'ความเป็นส่วนตัว', en: 'Privacy' },
    defaultColumns: ['createdAt', 'type', 'outcome', 'leadCount', 'registrationCount', 'handledBy'],
    description: {
      th: 'ค้นหา ส่งออก หรือลบข้อมูลของผู้ที่ขอใช้สิทธิ์ตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล ทุกขั้นตอนถูกบันทึกไว้ด้านล่างโดยไม่เก็บอีเมลหรือเบอร์โทรศัพท์',
      en: 'Find, export or erase the data of a person who exercises their PDPA rights. Every step is logged below without the e-mail or phone number.',
    },
    components: {
      beforeListTable: ['@/components/admin/data-subject-tool.client#DataSubjectTool'],
    },
    pagination: { defaultLimit: 25 },
  },
  labels: {
    singular: { th: 'คำขอใช้สิทธิ์ของเจ้าของข้อมูล', en: 'Data-subject request' },
    plural: { th: 'คำขอใช้สิทธิ์ของเจ้าของข้อมูล', en: 'Data-subject requests' },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      label: { th: 'ประเภท', en: 'Type' },
      options: [
        { value: 'search', label: { th: 'ค้นหา', en: 'Search' } },
        { value: 'access', label: { th: 'ขอรับสำเนา (ส่งออก)', en: 'Access (export)' } },
        { value: 'erasure', label: { th: 'ขอลบข้อมูล', en: 'Erasure' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      label: { th: 'ผลการดำเนินการ', en: 'Outcome' },
      options: [
        { value: 'found', label: { th: 'พบข้อมูล', en: 'Found' } },
        { value: 'not-found', label: { th: 'ไม่พบข้อมูล', en: 'Nothing found' } },
        { value: 'exported', label: { th: 'ส่งออกแล้ว', en: 'Exported' } },
        { value: 'erased', label: { th: 'ลบแล้ว', en: 'Erased' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'format',
      type: 'select',
      label: { th: 'รูปแบบไฟล์', en: 'File format' },
      options: ['json', 'csv'],
      admin: { readOnly: true },
    },
    {
      name: 'leadCount',
      type: 'number',
      required: true,
      label: { th: 'ผู้สนใจ (รายการ)', en: 'Leads' },
      admin: { readOnly: true },
    },
    {
      name: 'registrationCount',
      type: 'number',
      required: true,
      label: { th: 'การลงทะเบียน (รายการ)', en: 'Registrations' },
      admin: { readOnly: true },
    },
    {
      // What else an erasure removed with the records (counts only).
      type: 'row',
      fields: [
        {
          name: 'exportCount',
          type: 'number',
          label: { th: 'ไฟล์ส่งออกที่ลบ', en: 'Saved exports removed' },
          admin: { readOnly: true },
        },
        {
          name: 'jobCount',
          type: 'number',
          label: { th: 'การแจ้งเตือนที่ยกเลิก', en: 'Queued notifications removed' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'identifierKind',
      type: 'select',
      required: true,
      label: { th: 'ค้นหาด้วย', en: 'Identified by' },
      options: [
        { value: 'email', label: { th: 'อีเมล', en: 'E-mail' } },
        { value: 'phone', label: { th: 'เบอร์โทรศัพท์', en: 'Phone' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'identifierHash',
      type: 'text',
      required: true,
      index: true,
      label: { th: 'แฮชของอีเมลหรือเบอร์โทร', en: 'Identifier hash' },
      admin: {
        readOnly: true,
        description: {
          th: 'HMAC-SHA256 ด้วยรหัสลับของระบบ ใช้พิสูจน์ว่าคำขอของบุคคลนี้ได้รับการดำเนินการแล้ว โดยไม่เก็บข้อมูลจริง',
          en: 'HMAC-SHA256 keyed with the server secret: proves the request was handled without keeping the address.',
        },
      },
    },
    {
      name: 'handledBy',
      type: 'relationship',
      relationTo: 'users',
      label: { th: 'ผู้ดำเนินการ', en: 'Handled by' },
      admin: { readOnly: true },
    },
  ],
  endpoints: [
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
      const erased = await eraseSubjectRecords(req.payload, input.identifier, input, req)
      await record(req, input.identifier, {
        type: 'erasure',
        leadCount: erased.leads,
        registrationCount: erased.registrations,
        exportCount: erased.exports,
        jobCount: erased.jobs,
      })
      return Response.json({ code: 200, ...erased }, { headers: { 'cache-control': 'no-store' } })
    }),
  ],
  timestamps: true,
}
