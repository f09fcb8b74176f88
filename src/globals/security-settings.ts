import type { GlobalConfig } from 'payload'

import { adminOnly, roleLabels } from '@/access/roles'
import { roles } from '@/lib/roles'
import { forgetTwoFactorRoles } from '@/lib/staff/two-factor-policy'

import { lastEditedByField } from './shared'

/**
 * Which roles must sign in with a second factor (lib/staff/two-factor-policy.ts): the admin's
 * choice. Until it is first saved, TWO_FACTOR_REQUIRED_ROLES gives the starting value (admin and
 * sales, who see personal data).
 */
export const SecuritySettings: GlobalConfig = {
  slug: 'security-settings',
  label: { th: 'ความปลอดภัยของบัญชี', en: 'Account security' },
  access: { read: adminOnly, update: adminOnly },
  admin: {
    group: { th: 'ผู้ดูแลระบบ', en: 'Administration' },
    description: {
      th: 'บทบาทที่เลือกไว้ต้องยืนยันตัวตนสองขั้นตอน (รหัส 6 หลักจากแอปยืนยันตัวตนในโทรศัพท์) ทุกครั้งที่เข้าสู่ระบบ สมาชิกที่ยังไม่ได้ตั้งค่าจะถูกพาไปตั้งค่าเมื่อเข้าสู่ระบบครั้งถัดไป',
      en: 'The roles chosen here sign in with a one-time code from an authenticator app.',
    },
  },
  hooks: { afterChange: [() => forgetTwoFactorRoles()] },
  fields: [
    {
      name: 'twoFactorRoles',
      type: 'select',
      hasMany: true,
      label: { th: 'บทบาทที่ต้องยืนยันตัวตนสองขั้นตอน', en: 'Roles that need a second factor' },
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      admin: {
        description: {
          th: 'ค่าเริ่มต้น: ผู้ดูแลระบบและฝ่ายขาย ซึ่งเห็นข้อมูลส่วนบุคคลของผู้สนใจ',
          en: 'Default: admin and sales, who see leads’ personal data.',
        },
      },
    },
    lastEditedByField,
  ],
}
