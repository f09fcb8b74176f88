import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { env } from '@/lib/env'
import { clearLoginGuard, guardLogin } from '@/collections/users/hooks/login-guard'

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
  auth: {
    // No account lock: anyone could trigger it with a staff e-mail. The login guard limits each
    // address and slows down each account instead (hooks/login-guard.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: env.NODE_ENV === 'production',
      sameSite: 'Lax',
    },
  },
  hooks: {
    beforeOperation: [guardLogin],
    afterLogin: [clearLoginGuard],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { th: 'ชื่อ', en: 'Name' },
      maxLength: 120,
    },
  ],
}
