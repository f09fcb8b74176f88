import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'

import { dataSubjectEndpoints } from '../endpoints/data-subject'
import { dataSubjectRequestsSlug } from './data-subject-requests-slug'

/**
 * The log of data-subject requests (PDPA section 9 of the notice: access, portability, erasure),
 * with the endpoints the tool above its list calls (features/privacy/endpoints/data-subject.ts). The log proves a
 * request was handled with a keyed hash of the address, never the address; nobody edits or
 * deletes it through the API.
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
      beforeListTable: ['@/features/privacy/admin/data-subject-tool.client#DataSubjectTool'],
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
        { value: 'incomplete', label: { th: 'ลบไม่ครบ', en: 'Not fully erased' } },
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
        {
          name: 'failedCount',
          type: 'number',
          label: { th: 'รายการที่ลบไม่สำเร็จ', en: 'Records not erased' },
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
          th: 'รหัสที่คำนวณจากข้อมูลติดต่อด้วยรหัสลับของระบบ ใช้พิสูจน์ว่าคำขอของบุคคลนี้ได้รับการดำเนินการแล้ว โดยไม่เก็บข้อมูลจริง',
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
  endpoints: dataSubjectEndpoints,
  timestamps: true,
}
