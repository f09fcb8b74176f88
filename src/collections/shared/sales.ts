import type { CollectionConfig, Field } from 'payload'

import { deviceTypes } from '@/lib/validation/lead'

/**
 * What leads and registrations have in common: the sales team's status flow, the spam that the
 * site's bot checks keep out of the default list, and where the visit came from.
 */
export const salesStatuses = [
  { value: 'new', label: { th: 'ใหม่', en: 'New' } },
  { value: 'contacted', label: { th: 'ติดต่อแล้ว', en: 'Contacted' } },
  { value: 'qualified', label: { th: 'มีโอกาสขาย', en: 'Qualified' } },
  { value: 'customer', label: { th: 'เป็นลูกค้าแล้ว', en: 'Customer' } },
  { value: 'lost', label: { th: 'ไม่สำเร็จ', en: 'Lost' } },
  // Kept, not discarded: what the bot checks caught (a filled honeypot, a missing or too-young form
  // token), out of the default list and of notifications, purged after 30 days; staff restore a
  // false positive by changing the status.
  { value: 'spam', label: { th: 'สแปม', en: 'Spam' } },
]

/** The statuses at the end of the pipeline: nobody needs to follow these up any more. */
export const closedStatuses = ['customer', 'lost', 'spam']

type BaseListFilter = NonNullable<NonNullable<CollectionConfig['admin']>['baseListFilter']>

/** The list hides spam unless its filter asks about the status (the "สแปม" link does). */
export const hideSpamUnlessAsked: BaseListFilter = ({ req }) =>
  JSON.stringify(req.query?.where ?? {}).includes('"status"') ? null : notSpam

const notSpam = { status: { not_equals: 'spam' } } as const

const readOnly = { readOnly: true }

/** UTM values, referrer, landing page and device type, as lib/attribution.ts captures them. */
export const attributionFields: Field = {
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
}

/** The form's Idempotency-Key and token: unique, so one filled form is stored once. */
export const formIdentityFields: Field[] = [
  {
    // The form token the request was sent with: one token stores one lead or registration.
    name: 'formToken',
    type: 'text',
    label: { th: 'โทเค็นของแบบฟอร์ม', en: 'Form token' },
    unique: true,
    admin: readOnly,
  },
  {
    // Unique, so a retried submission is stored once, even across app instances and crashes.
    name: 'idempotencyKey',
    type: 'text',
    label: 'Idempotency-Key',
    unique: true,
    index: true,
    admin: readOnly,
  },
]

/**
 * When the retention job removed the person's details (lib/privacy/retention.ts); the record
 * stays, without them, for the statistics.
 */
export const anonymisedAtField: Field = {
  name: 'anonymisedAt',
  type: 'date',
  label: { th: 'ลบข้อมูลส่วนบุคคลเมื่อ', en: 'Personal data removed' },
  index: true,
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.anonymisedAt) },
}
