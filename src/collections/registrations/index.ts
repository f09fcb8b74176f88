import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { nobody } from '@/access/nobody'
import { leadStatuses } from '@/collections/leads'
import { packageNames, registrationLimits } from '@/lib/validation/registration'

const readOnly = { readOnly: true }

/** Clinic registrations from POST /api/v2/register and the site's register(); staff only. */
export const Registrations: CollectionConfig = {
  slug: 'registrations',
  access: {
    create: nobody,
    read: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  admin: {
    useAsTitle: 'clinicName',
    defaultColumns: ['createdAt', 'clinicName', 'fullName', 'phone', 'package', 'status'],
    listSearchableFields: ['clinicName', 'fullName', 'phone', 'email'],
    group: { th: 'งานขาย', en: 'Sales' },
  },
  labels: {
    singular: { th: 'การลงทะเบียน', en: 'Registration' },
    plural: { th: 'การลงทะเบียน', en: 'Registrations' },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      label: { th: 'สถานะ', en: 'Status' },
      options: leadStatuses,
      defaultValue: 'new',
      required: true,
      admin: { position: 'sidebar' },
    },
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
    { name: 'message', type: 'textarea', label: { th: 'ข้อความ', en: 'Message' }, admin: readOnly },
    {
      name: 'source',
      type: 'select',
      label: { th: 'ช่องทาง', en: 'Source' },
      options: [
        { label: { th: 'API (ระบบภายนอก)', en: 'API' }, value: 'api' },
        { label: { th: 'เว็บไซต์', en: 'Website' }, value: 'site' },
      ],
      required: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'ipHash',
      type: 'text',
      label: { th: 'แฮชของ IP', en: 'IP hash' },
      admin: { ...readOnly, position: 'sidebar' },
    },
  ],
}
