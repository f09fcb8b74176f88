import { packageNames } from '@/kernel/content/packages'

import {
  attributionFields,
  emailField,
  phoneField,
  salesCollection,
  staffNotesField,
  technicalFields,
} from '@/features/sales'

import { registrationSummary } from '../summary'
import { registrationLimits } from '../validation/registration-rules'

const readOnly = { readOnly: true }

/** Clinic registrations from POST /api/v2/register and the site's register(); staff only. */
export const Registrations = salesCollection({
  slug: 'registrations',
  summary: registrationSummary,
  admin: {
    useAsTitle: 'clinicName',
    defaultColumns: [
      'createdAt',
      'clinicName',
      'package',
      'branchCount',
      'yearlyValue',
      'phone',
      'status',
      'assignee',
    ],
    listSearchableFields: ['clinicName', 'fullName', 'phone', 'email'],
  },
  labels: {
    singular: { th: 'การลงทะเบียน', en: 'Registration' },
    plural: { th: 'การลงทะเบียน', en: 'Registrations' },
  },
  fields: [
    {
      name: 'clinicName',
      type: 'text',
      label: { th: 'ชื่อคลินิก', en: 'Clinic name' },
      required: true,
      maxLength: registrationLimits.clinicNameMax,
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fullName',
          type: 'text',
          label: { th: 'ชื่อผู้ติดต่อ', en: 'Contact name' },
          required: true,
          admin: readOnly,
        },
        phoneField,
        emailField,
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'branchCount',
          type: 'number',
          label: { th: 'จำนวนสาขา', en: 'Branches' },
          required: true,
          min: registrationLimits.branchMin,
          max: registrationLimits.branchMax,
          admin: readOnly,
        },
        {
          name: 'package',
          type: 'select',
          label: { th: 'แพ็กเกจที่สนใจ', en: 'Package' },
          options: packageNames.map((name) => ({ label: name, value: name })),
          required: true,
          admin: readOnly,
        },
      ],
    },
    {
      // Branches × the package's yearly price per branch, in baht before VAT: what sales sorts by.
      name: 'yearlyValue',
      type: 'number',
      label: { th: 'มูลค่าต่อปี (บาท ก่อน VAT)', en: 'Yearly value (THB, before VAT)' },
      index: true,
      admin: readOnly,
    },
    {
      // The package's price per branch per year when it was valued: a later price change in the
      // CMS leaves this registration's value as it was.
      name: 'packagePrice',
      type: 'number',
      label: { th: 'ราคาแพ็กเกจต่อสาขาต่อปี ณ วันที่สมัคร (บาท)', en: 'Package price then (THB)' },
      admin: readOnly,
    },
    { name: 'message', type: 'textarea', label: { th: 'ข้อความ', en: 'Message' }, admin: readOnly },
    staffNotesField,
    attributionFields,
    {
      name: 'source',
      type: 'select',
      label: { th: 'ช่องทาง', en: 'Source' },
      options: [
        { label: { th: 'ระบบภายนอก', en: 'API' }, value: 'api' },
        { label: { th: 'เว็บไซต์', en: 'Website' }, value: 'site' },
      ],
      required: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'noticeVersion',
      type: 'text',
      label: { th: 'ฉบับนโยบายความเป็นส่วนตัวขณะสมัคร', en: 'Privacy notice version' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'ipHash',
      type: 'text',
      label: { th: 'แฮชของ IP', en: 'IP hash' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    technicalFields(),
  ],
})
