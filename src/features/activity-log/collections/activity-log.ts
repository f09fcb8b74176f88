import { type CollectionConfig } from 'payload'

import { adminOnly } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import { activityKindLabels, activityText } from '@/kernel/activity/kinds'
import {
  activityKinds,
  activityLogSlug,
  recordActivity,
  verifyActivityChain,
} from '@/kernel/activity/log'
import { publicError } from '@/kernel/api/public-error'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'
import { z } from '@/kernel/validation/zod'

const readOnly = { readOnly: true }
/** The columns (and an entry's screen) in words: whose record by name, the member by name, details in Thai. */
const cells = (name: string) => `@/features/activity-log/admin/activity-cells#${name}`

/**
 * The staff activity log (kernel/activity/log.ts): admins read, filter (member, kind, date) and
 * export it; nobody creates, edits or deletes an entry through the REST API or the admin, and the
 * Local API refuses an edit or a delete too, except the retention job's. "Check the chain" walks
 * it (POST /api/activity-log/verify; `npm run activity:verify` from a shell).
 */
export const ActivityLog: CollectionConfig = {
  slug: activityLogSlug,
  labels: {
    singular: { th: 'บันทึกกิจกรรม', en: 'Activity' },
    plural: { th: 'บันทึกกิจกรรมของทีม', en: 'Activity log' },
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: { th: 'ผู้ดูแลระบบ', en: 'Administration' },
    useAsTitle: 'kind',
    defaultColumns: ['at', 'kind', 'member', 'subject', 'detail'],
    description: { th: activityText.description, en: 'Who did what, append-only.' },
    components: {
      beforeListTable: [
        '@/features/activity-log/admin/activity-chain-check.client#ActivityChainCheck',
      ],
    },
  },
  defaultSort: '-at',
  hooks: {
    beforeChange: [
      ({ operation }) => {
        if (operation === 'update') throw publicError(activityText.immutable, 403)
      },
    ],
    beforeDelete: [
      ({ req }) => {
        if (!req.context?.activityRetention) {
          throw publicError(activityText.immutable, 403)
        }
      },
    ],
  },
  endpoints: [
    staffEndpoint({
      path: '/verify',
      roles: ['admin'],
      schema: z.object({}),
      handle: async (_input, req) => {
        const report = await verifyActivityChain(req.payload)
        await recordActivity(req.payload, {
          kind: 'chain-checked',
          member: Number(req.user!.id),
          detail: report.ok ? `ok ${report.checked}` : `${report.problems.length} problems`,
        })
        return Response.json({ code: 200, ...report }, { headers: { 'cache-control': 'no-store' } })
      },
    }),
  ],
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: { th: 'เวลา', en: 'When' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: { th: 'กิจกรรม', en: 'Kind' },
      options: activityKinds.map((value) => ({ value, label: activityKindLabels[value] })),
      admin: readOnly,
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { th: 'ผู้ใช้งาน', en: 'Member' },
      admin: { ...readOnly, components: { Cell: cells('ActivityMemberCell') } },
    },
    {
      name: 'subject',
      type: 'text',
      label: { th: 'เกี่ยวกับ', en: 'Subject' },
      admin: {
        ...readOnly,
        components: { Cell: cells('ActivitySubjectCell'), Field: cells('ActivitySubjectField') },
      },
    },
    {
      name: 'detail',
      type: 'text',
      label: { th: 'รายละเอียด', en: 'Detail' },
      admin: {
        ...readOnly,
        components: { Cell: cells('ActivityDetailCell'), Field: cells('ActivityDetailField') },
      },
    },
    {
      name: 'ipHash',
      type: 'text',
      label: { th: 'แฮชที่อยู่ IP', en: 'Address hash' },
      admin: readOnly,
    },
    {
      // Unique: two instances appending at once cannot both follow the same entry.
      name: 'prevHash',
      type: 'text',
      required: true,
      unique: true,
      label: { th: 'แฮชของรายการก่อนหน้า', en: 'Previous hash' },
      admin: readOnly,
    },
    {
      name: 'hash',
      type: 'text',
      required: true,
      unique: true,
      label: { th: 'แฮชของรายการนี้', en: 'Hash' },
      admin: readOnly,
    },
  ],
}
