import {
  attributionFields,
  emailField,
  phoneField,
  salesCollection,
  staffNotesField,
  technicalFields,
} from '@/features/sales'

import { leadSummary } from '../summary'

const readOnly = { readOnly: true }

/** Leads from the contact form; created only by POST /api/public/leads, read by staff. */
export const Leads = salesCollection({
  slug: 'leads',
  summary: leadSummary,
  admin: {
    useAsTitle: 'fullname',
    defaultColumns: [
      'createdAt',
      'fullname',
      'phone',
      'organizationType',
      'utmSource',
      'status',
      'assignee',
      'responseDueAt',
      'nextFollowUpAt',
    ],
    listSearchableFields: ['fullname', 'phone', 'email'],
    description: {
      th: 'รายชื่อผู้สนใจจากแบบฟอร์มติดต่อบนเว็บไซต์ กรองตามสถานะ วันที่ หรือ utm_source ได้จากปุ่มตัวกรอง',
      en: 'People who sent the website contact form.',
    },
  },
  labels: {
    singular: { th: 'ผู้สนใจ', en: 'Lead' },
    plural: { th: 'ผู้สนใจ', en: 'Leads' },
  },
  fields: [
    {
      name: 'fullname',
      type: 'text',
      label: { th: 'ชื่อ-นามสกุล', en: 'Full name' },
      required: true,
      admin: readOnly,
    },
    phoneField,
    emailField,
    {
      // Text, not a select: the options live in kernel/content/org-types.ts and the endpoint checks them,
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
    staffNotesField,
    // Every enquiry of the same person (linked to this, their first lead), newest first.
    {
      name: 'repeatLeads',
      type: 'join',
      collection: 'leads',
      on: 'enquiryOf',
      label: { th: 'ติดต่อซ้ำผ่านแบบฟอร์ม', en: 'Repeat leads' },
      defaultSort: '-createdAt',
      defaultLimit: 20,
      admin: { defaultColumns: ['createdAt', 'fullname', 'phone', 'email', 'status'] },
    },
    {
      name: 'repeatRegistrations',
      type: 'join',
      collection: 'registrations',
      on: 'enquiryOf',
      label: { th: 'ลงทะเบียนทดลองใช้ของบุคคลนี้', en: 'Registrations of this person' },
      defaultSort: '-createdAt',
      defaultLimit: 20,
      admin: { defaultColumns: ['createdAt', 'clinicName', 'package', 'phone', 'status'] },
    },
    {
      name: 'userAction',
      type: 'text',
      label: { th: 'ปุ่มหรือฟอร์มที่ส่งเข้ามา', en: 'Form action' },
      admin: readOnly,
    },
    attributionFields,
    technicalFields([
      {
        name: 'consentNoticeVersion',
        type: 'text',
        label: { th: 'ฉบับนโยบายความเป็นส่วนตัวขณะส่ง', en: 'Privacy notice version' },
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
    ]),
  ],
})
