import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { nobody } from '@/access/nobody'
import { deviceTypes } from '@/lib/validation/lead'

export const leadStatuses = [
  { value: 'new', label: { th: 'ใหม่', en: 'New' } },
  { value: 'contacted', label: { th: 'ติดต่อแล้ว', en: 'Contacted' } },
  { value: 'qualified', label: { th: 'มีโอกาสขาย', en: 'Qualified' } },
  { value: 'closed', label: { th: 'ปิดแล้ว', en: 'Closed' } },
  // Kept, not discarded: what the bot checks caught (a filled honeypot, a missing or too-young form
  // token), out of the default list and of notifications, purged after 30 days; staff restore a
  // false positive by changing the status.
  { value: 'spam', label: { th: 'สแปม', en: 'Spam' } },
]

/** The list hides spam unless its filter asks about the status (the "สแปม" link does). */
const hideSpamUnlessAsked: NonNullable<
  NonNullable<CollectionConfig['admin']>['baseListFilter']
> = ({ req }) => (JSON.stringify(req.query?.where ?? {}).includes('"status"') ? null : notSpam)

export const notSpam = { status: { not_equals: 'spam' } } as const

const readOnly = { readOnly: true }

/** Leads from the contact form; created only by POST /api/public/leads, read by staff. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  access: {
    create: nobody,
    read: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  admin: {
    useAsTitle: 'fullname',
    defaultColumns: ['createdAt', 'fullname', 'phone', 'organizationType', 'utmSource', 'status'],
    listSearchableFields: ['fullname', 'phone', 'email'],
    baseListFilter: hideSpamUnlessAsked,
    components: { beforeListTable: ['@/components/admin/lead-list-views#LeadListViews'] },
    group: { th: 'งานขาย', en: 'Sales' },
    description: {
      th: 'รายชื่อผู้สนใจจากแบบฟอร์มติดต่อบนเว็บไซต์ กรองตามสถานะ วันที่ หรือ utm_source ได้จากปุ่มตัวกรอง',
      en: 'People who sent the website contact form.',
    },
  },
  labels: {
    singular: { th: 'ผู้สนใจ (Lead)', en: 'Lead' },
    plural: { th: 'ผู้สนใจ (Leads)', en: 'Leads' },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: { th: 'สถานะ', en: 'Status' },
          options: leadStatuses,
          defaultValue: 'new',
          required: true,
          index: true,
        },
        {
          name: 'staffNotes',
          type: 'textarea',
          label: { th: 'บันทึกของทีมงาน', en: 'Staff notes' },
          maxLength: 5000,
        },
      ],
    },
    {
      name: 'fullname',
      type: 'text',
      label: { th: 'ชื่อ-นามสกุล', en: 'Full name' },
      required: true,
      admin: readOnly,
    },
    {
      name: 'phone',
      type: 'text',
      label: { th: 'เบอร์โทรศัพท์', en: 'Phone' },
      required: true,
      admin: readOnly,
    },
    {
      name: 'email',
      type: 'email',
      label: { th: 'อีเมล', en: 'E-mail' },
      required: true,
      admin: readOnly,
    },
    {
      // Text, not a select: the options live in content/org-types.ts and the endpoint checks them,
      // so adding an option needs no database migration.
      name: 'organizationType',
      type: 'text',
      label: { th: 'ประเภทองค์กร', en: 'Organisation type' },
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      name: 'description',
      type: 'textarea',
      label: { th: 'รายละเอียดเพิ่มเติม', en: 'Details' },
      admin: readOnly,
    },
    { name: 'userAction', type: 'text', label: 'user_action', admin: readOnly },
    {
      type: 'collapsible',
      label: { th: 'ที่มาของผู้สนใจ (Attribution)', en: 'Attribution' },
      fields: [
        { name: 'utmSource', type: 'text', label: 'utm_source', index: true, admin: readOnly },
        { name: 'utmMedium', type: 'text', label: 'utm_medium', admin: readOnly },
        { name: 'utmCampaign', type: 'text', label: 'utm_campaign', admin: readOnly },
        { name: 'utmTerm', type: 'text', label: 'utm_term', admin: readOnly },
        { name: 'utmContent', type: 'text', label: 'utm_content', admin: readOnly },
        {
          name: 'referrer',
          type: 'text',
          label: { th: 'เว็บที่อ้างอิง', en: 'Referrer' },
          admin: readOnly,
        },
        {
          name: 'landingPage',
          type: 'text',
          label: { th: 'หน้าแรกที่เข้าชม', en: 'Landing page' },
          admin: readOnly,
        },
        {
          name: 'deviceType',
          type: 'select',
          label: { th: 'อุปกรณ์', en: 'Device' },
          options: deviceTypes.map((value) => ({ label: value, value })),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'collapsible',
      label: { th: 'ข้อมูลทางเทคนิค', en: 'Technical' },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'consentNoticeVersion',
          type: 'text',
          label: { th: 'ฉบับข้อความยินยอมที่แสดง', en: 'Consent notice version' },
          admin: readOnly,
        },
        {
          name: 'ipHash',
          type: 'text',
          label: { th: 'IP (แฮช)', en: 'IP hash' },
          admin: {
            ...readOnly,
            description: { th: 'ไม่เก็บหมายเลข IP จริง', en: 'The raw IP is never stored.' },
          },
        },
        { name: 'userAgent', type: 'text', label: 'User agent', admin: readOnly },
        {
          // The form token the lead was sent with: one token stores one lead.
          name: 'formToken',
          type: 'text',
          label: { th: 'โทเค็นของแบบฟอร์ม', en: 'Form token' },
          unique: true,
          admin: readOnly,
        },
        {
          // The form's Idempotency-Key: unique, so a retried submission is stored once, even
          // across app instances and crashes (it is written in the same insert as the lead).
          name: 'idempotencyKey',
          type: 'text',
          label: 'Idempotency-Key',
          unique: true,
          index: true,
          admin: readOnly,
        },
      ],
    },
  ],
  timestamps: true,
}
