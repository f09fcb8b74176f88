import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { adminOnly } from '@/kernel/access/by-role'
import { roleLabels, roles, type Role } from '@/kernel/access/roles'
import { noteActivity } from '@/kernel/activity/log'
import { lastEditedByField } from '@/kernel/content/globals'
import { env } from '@/kernel/env'

import { securitySettingsText } from '../content/security'
import { forgetTwoFactorRoles } from '../two-factor-policy'

const listed = (chosen: readonly string[] | null | undefined) =>
  roles
    .filter((role) => chosen?.includes(role))
    .map((role) => roleLabels[role].th)
    .join(', ') || securitySettingsText.nobody

/** A change of who needs a second factor is in the activity log: who changed it, from what to what. */
const logRoleChange: GlobalAfterChangeHook = ({ doc, previousDoc, req }) => {
  forgetTwoFactorRoles()
  const before = (
    previousDoc?.updatedAt ? previousDoc.twoFactorRoles : env.TWO_FACTOR_REQUIRED_ROLES
  ) as string[] | undefined
  const after = doc.twoFactorRoles as string[] | undefined
  if (listed(before) === listed(after)) return doc
  // Not awaited: the log is appended outside this save's transaction (kernel/activity/log.ts).
  noteActivity(req.payload, {
    kind: 'security-settings-changed',
    member: req.user ? Number(req.user.id) : null,
    subject: 'security-settings',
    detail: `${listed(before)} → ${listed(after)}`,
  })
  return doc
}

/**
 * Which roles must sign in with a second factor (features/staff-accounts/two-factor-policy.ts). The screen shows
 * the roles in force: TWO_FACTOR_REQUIRED_ROLES (admin and sales unless set) until the setting is
 * first saved, and those roles are a floor the screen cannot lower: saving without one of them is
 * refused, naming the variable an operator changes instead. Each change is in the activity log.
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
  hooks: { afterChange: [logRoleChange] },
  fields: [
    {
      name: 'twoFactorRoles',
      type: 'select',
      hasMany: true,
      label: { th: 'บทบาทที่ต้องยืนยันตัวตนสองขั้นตอน', en: 'Roles that need a second factor' },
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      // The roles in force on a new installation, so the screen never shows fewer than apply.
      defaultValue: () => [...env.TWO_FACTOR_REQUIRED_ROLES],
      validate: (value: unknown) => {
        const chosen = Array.isArray(value) ? (value as string[]) : []
        const missing = (env.TWO_FACTOR_REQUIRED_ROLES as Role[]).filter(
          (role) => !chosen.includes(role),
        )
        if (missing.length === 0) return true
        return securitySettingsText.floor(missing.map((role) => roleLabels[role].th).join(', '))
      },
      admin: {
        description: {
          th: securitySettingsText.fieldHelp,
          en: 'Admin and sales (who see leads’ personal data) by default; roles the server requires (TWO_FACTOR_REQUIRED_ROLES) cannot be removed here.',
        },
      },
    },
    lastEditedByField,
  ],
}
