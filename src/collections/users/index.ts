import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: authenticated,
    create: authenticated,
    read: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'updatedAt'],
    group: { th: 'ผู้ดูแลระบบ', en: 'Administration' },
  },
  labels: {
    singular: { th: 'ผู้ใช้งาน', en: 'User' },
    plural: { th: 'ผู้ใช้งาน', en: 'Users' },
  },
  auth: true,
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { th: 'ชื่อ', en: 'Name' },
      maxLength: 120,
    },
  ],
}
