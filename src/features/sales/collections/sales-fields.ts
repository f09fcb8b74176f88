import type { CollectionConfig, Field, FieldAccess, FieldHook } from 'payload'

import { deviceTypeOptions } from '@/kernel/admin/named-options'
import { reportedClickIds } from '@/kernel/attribution/ad-clicks.mjs'
import { experimentField } from '@/kernel/attribution/experiment-field'
import { canonicalPhone } from '@/kernel/validation/phone'

import { salesStatusLabels } from '../content/admin'

/**
 * What leads and registrations have in common: the sales team's status flow, the spam that the
 * site's bot checks keep out of the default list, and where the visit came from.
 */
export const salesStatuses = Object.entries(salesStatusLabels).map(([value, label]) => ({
  value,
  label,
}))
// "spam" is kept, not discarded: what the bot checks caught (a filled honeypot, a missing or
// too-young form token), out of the default list and of notifications, purged after 30 days;
// staff restore a false positive by changing the status.

export { closedStatuses } from '../content/admin'

type BaseListFilter = NonNullable<NonNullable<CollectionConfig['admin']>['baseListFilter']>

/** The list hides spam unless its filter asks about the status (the "สแปม" link does). */
export const hideSpamUnlessAsked: BaseListFilter = ({ req }) =>
  JSON.stringify(req.query?.where ?? {}).includes('"status"') ? null : notSpam

const notSpam = { status: { not_equals: 'spam' } } as const

const readOnly = { readOnly: true }

/** UTM values, referrer, landing page and device type, as kernel/attribution/attribution.ts captures them. */
export const attributionFields: Field = {
  type: 'collapsible',
  label: { th: 'ที่มาของผู้สนใจ', en: 'Attribution' },
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
      options: deviceTypeOptions,
      admin: readOnly,
    },
    experimentField,
    {
      // With advertising consent only: the ad's click id, to report a won customer back to the
      // ad platform (features/insights/conversions.ts). Without it the landing page keeps none either.
      name: 'adClickKind',
      type: 'select',
      label: { th: 'ชนิดรหัสการคลิกโฆษณา', en: 'Ad click id kind' },
      options: reportedClickIds.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    {
      name: 'adClickId',
      type: 'text',
      label: { th: 'รหัสการคลิกโฆษณา', en: 'Ad click id' },
      admin: readOnly,
    },
  ],
}

/** The form's Idempotency-Key and token: unique, so one filled form is stored once. */
const formIdentityFields: Field[] = [
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

/** The collapsed "Technical" group: the record's own technical fields, then the form's identity. */
export function technicalFields(fields: Field[] = []): Field {
  return {
    type: 'collapsible',
    label: { th: 'ข้อมูลทางเทคนิค', en: 'Technical' },
    admin: { initCollapsed: true },
    fields: [...fields, ...formIdentityFields],
  }
}

/**
 * When the retention job removed the person's details (features/privacy/retention.ts); the record
 * stays, without them, for the statistics.
 */
export const anonymisedAtField: Field = {
  name: 'anonymisedAt',
  type: 'date',
  label: { th: 'ลบข้อมูลส่วนบุคคลเมื่อ', en: 'Personal data removed' },
  index: true,
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.anonymisedAt) },
}

/** What staff change on a lead or registration: its place in the pipeline and their notes. */
export const pipelineEditableFields = new Set([
  'status',
  'lostReason',
  'assignee',
  'handoverReason',
  'enquiryOf',
  'nextFollowUpAt',
  'staffNotes',
])

/** Written by our own server code only (arrival, hooks, retention), never through the API. */
const serverWritten: FieldAccess = () => false

/**
 * Every other field of a lead or registration is evidence or identity (what the person sent,
 * when, from where, under which notice, the history, the retention mark) and read-only for every
 * role through the API; the admin shows it read-only too. A corrected contact detail goes through
 * the audited correction endpoint, which keeps the old value in the history.
 */
export function onlyPipelineWritable(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && typeof field.name === 'string') {
      if (pipelineEditableFields.has(field.name) || field.type === 'ui' || field.type === 'join')
        return field
      const access = 'access' in field ? field.access : undefined
      return { ...field, access: { ...access, update: serverWritten } } as Field
    }
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      return { ...field, fields: onlyPipelineWritable(field.fields) }
    }
    return field
  })
}

/** When the record arrived, declared as Payload declares it, so that it can be read-only. */
export const arrivedAtField: Field = {
  name: 'createdAt',
  type: 'date',
  index: true,
  label: ({ t }) => t('general:createdAt'),
  admin: { hidden: true, disableBulkEdit: true },
}

/** Stores a phone number in its canonical form. */
export const storeCanonicalPhone: FieldHook = ({ value }) =>
  typeof value === 'string' && value ? canonicalPhone(value) : value

/**
 * The person's phone number, stored in its canonical form on every write (the public endpoints'
 * schema gives that form already; this covers the Local API, imports and corrections).
 */
export const phoneField: Field = {
  name: 'phone',
  type: 'text',
  label: { th: 'เบอร์โทรศัพท์', en: 'Phone' },
  required: true,
  admin: readOnly,
  hooks: { beforeChange: [storeCanonicalPhone] },
}

/** The person's e-mail address. */
export const emailField: Field = {
  name: 'email',
  type: 'email',
  label: { th: 'อีเมล', en: 'E-mail' },
  required: true,
  admin: readOnly,
}

/**
 * First in the sidebar (and, on a phone, first on the screen): call, e-mail, LINE and the call
 * log (features/sales/admin/quick-actions); stores nothing.
 */
export const quickActionsField: Field = {
  name: 'quickActions',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/features/sales/admin/quick-actions.client#QuickActions' },
  },
}

/** The sidebar's contact correction (features/sales/admin/contact-correction); stores nothing. */
export const contactCorrectionField: Field = {
  name: 'contactCorrection',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/features/sales/admin/contact-correction.client#ContactCorrection' },
  },
}
