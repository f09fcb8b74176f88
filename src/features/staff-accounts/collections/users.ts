import type { Access, CollectionConfig, FieldHook, PayloadRequest } from 'payload'

import { authenticated } from '@/kernel/access/authenticated'
import { adminOnly, adminOrSelf, fieldHasRole } from '@/kernel/access/by-role'
import { openBeforeSecondFactor } from '@/kernel/access/door'
import { nobody } from '@/kernel/access/nobody'
import { roleLabels, roleOf, roles } from '@/kernel/access/roles'
import { env } from '@/kernel/env'

import { lineLinkEndpoints } from '@/features/notifications'

import { staffTokenExpirationSeconds } from '../sessions'
import { accountEndpoints } from './users/account-endpoints'
import { clearLoginGuard, guardLogin } from './users/hooks/login-guard'
import { keepAnAdmin, keepAnAdminOnDelete } from './users/hooks/roles'
import {
  afterStaffChange,
  checkResetPassword,
  checkStaffChange,
  keepHistoryAuthors,
  noResetForDeactivated,
  noteFailedSignIn,
  noteSignIn,
  refuseDeactivated,
} from './users/hooks/security'
import { inviteEndpoint } from './users/invite'
import { staffSessionStrategy } from './users/staff-session'

/**
 * A member's own record, or any for an admin: who may read their security fields. The document's
 * id comes as `id` when Payload works out the screen's permissions without the document.
 */
const adminOrOwn = ({
  req,
  id,
  doc,
}: {
  req: Parameters<typeof roleOf>[0]
  id?: unknown
  doc?: { id?: unknown }
}) => {
  if (roleOf(req) === 'admin') return true
  const own = doc?.id ?? id
  return Boolean(req.user) && own !== undefined && String(req.user?.id) === String(own)
}

/**
 * A member's name, or while they have none the part of their e-mail before the @ (the seeded
 * admin and members added by a script may come without one): written on save, and read so for a
 * member saved before names were filled in.
 */
const memberName: FieldHook = ({ value, siblingData }) => {
  const given = typeof value === 'string' ? value.trim() : ''
  if (given) return given
  const email = typeof siblingData?.email === 'string' ? siblingData.email : ''
  return email.split('@')[0] || value
}

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    // Any signed-in member reaches the admin, where a member who still owes the second factor is
    // shown only the screen that asks for it (app/(payload)/admin); everything else is refused
    // them by the roles (kernel/access/by-role.ts).
    admin: openBeforeSecondFactor(({ req }: { req: PayloadRequest }) => Boolean(req.user)),
    // Only an admin adds or removes staff, or changes another member's password or role; everyone
    // changes their own password and name. Colleagues are listed to all (to assign a lead).
    create: adminOnly,
    // A member who still owes the second factor reads their own record only (the admin's
    // /api/users/me needs it), no colleague's.
    read: openBeforeSecondFactor<Access>(
      ({ req }) => authenticated({ req }) || (req.user ? { id: { equals: req.user.id } } : false),
    ),
    update: adminOrSelf,
    delete: adminOnly,
    // Payload's unlock after failed sign-ins (no account lock is set: hooks/login-guard.ts).
    unlock: adminOnly,
  },
  admin: {
    // Colleagues are people: pickers, "last edited by" and the history show the name (every member
    // has one: an empty name is filled from the e-mail, see memberName below).
    useAsTitle: 'name',
    listSearchableFields: ['name', 'email'],
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    group: { th: 'ผู้ดูแลระบบ', en: 'Administration' },
    // An admin invites a colleague by e-mail instead of typing a password for them (invite.ts).
    components: {
      beforeListTable: ['@/features/staff-accounts/admin/invite-member.client#InviteMember'],
    },
  },
  labels: {
    singular: { th: 'ผู้ใช้งาน', en: 'User' },
    plural: { th: 'ผู้ใช้งาน', en: 'Users' },
  },
  auth: {
    // No account lock: anyone could trigger it with a staff e-mail. The login guard limits each
    // address and slows down each account instead (hooks/login-guard.ts).
    maxLoginAttempts: 0,
    tokenExpiration: staffTokenExpirationSeconds,
    // Payload's own session list on the member (each token names its session), which the staff
    // strategy checks first: deactivation, a working day idle, the second factor.
    useSessions: true,
    strategies: [staffSessionStrategy],
    cookies: {
      secure: env.NODE_ENV === 'production',
      sameSite: 'Lax',
    },
  },
  hooks: {
    beforeOperation: [guardLogin, noResetForDeactivated, checkResetPassword],
    beforeChange: [keepAnAdmin, checkStaffChange],
    afterChange: [afterStaffChange],
    beforeDelete: [keepAnAdminOnDelete, keepHistoryAuthors],
    beforeLogin: [refuseDeactivated],
    afterLogin: [clearLoginGuard, noteSignIn],
    afterError: [noteFailedSignIn],
  },
  endpoints: [...lineLinkEndpoints, ...accountEndpoints, inviteEndpoint],
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { th: 'ชื่อ', en: 'Name' },
      maxLength: 120,
      hooks: { beforeValidate: [memberName], afterRead: [memberName] },
      admin: {
        description: {
          th: 'ชื่อที่ทีมเห็นในรายการผู้รับผิดชอบและประวัติการทำงาน ถ้าว่างไว้จะใช้ชื่อหน้าอีเมล',
          en: 'Shown to the team as the assignee and in the history; empty, the e-mail’s name is used.',
        },
      },
    },
    {
      name: 'role',
      type: 'select',
      label: { th: 'บทบาท', en: 'Role' },
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      required: true,
      defaultValue: 'sales',
      saveToJWT: true,
      index: true,
      // Nobody gives themselves a role: only an admin sets one (the first user is made admin).
      access: { create: fieldHasRole('admin'), update: fieldHasRole('admin') },
      admin: {
        position: 'sidebar',
        description: {
          th: 'ผู้ดูแลระบบ: ทุกอย่าง รวมถึงผู้ใช้งาน ความปลอดภัย และบันทึกกิจกรรม · การตลาด: เนื้อหาเว็บไซต์ หน้าแคมเปญและการทดสอบ บทความ รูปภาพ งบโฆษณา และผลการตลาด โดยไม่เห็นข้อมูลติดต่อของผู้สนใจ · ฝ่ายขาย: ผู้สนใจ ผู้ลงทะเบียน ภาพรวมผู้สนใจ และผลการตลาดแบบไม่มีงบโฆษณา · ผู้ใช้คนแรกเป็นผู้ดูแลระบบเสมอ',
          en: 'Admin: everything, users, security and the activity log included · Marketing: site content, campaign pages and their tests, articles, media, ad spend and results, without leads’ contact details · Sales: leads, registrations, the lead dashboard and the results without spend · The first user is always an admin',
        },
      },
    },
    {
      // Round-robin assignment takes turns among the sales members who have this on
      // (features/sales/routing.ts); a member on leave turns it off.
      name: 'available',
      type: 'checkbox',
      label: { th: 'พร้อมรับผู้สนใจใหม่', en: 'Takes new leads' },
      // A new salesperson takes leads from their first day unless the owner unticks it; nobody
      // else is ever in the turn (an admin made a salesperson is ticked by hand).
      defaultValue: true,
      index: true,
      hooks: {
        beforeChange: [
          ({ value, siblingData, originalDoc }) =>
            (siblingData?.role ?? originalDoc?.role) === 'sales' ? value : false,
        ],
      },
      admin: {
        position: 'sidebar',
        // The assignment takes turns among sales members only: nobody else's screen shows it.
        condition: (data) => data?.role === 'sales',
        description: {
          th: 'เปิดไว้เพื่อรับผู้สนใจและผู้ลงทะเบียนใหม่ตามลำดับ ปิดเมื่อลาหรือไม่อยู่',
          en: 'On: new leads and registrations come to you in turn.',
        },
      },
    },
    {
      // Set only by the LINE webhook when the member sends their one-time code; cleared by
      // unlinking (features/notifications/endpoints/line-link.ts) or when the account is removed.
      name: 'lineUserId',
      type: 'text',
      label: { th: 'LINE ที่เชื่อมไว้', en: 'Linked LINE account' },
      // A colleague's LINE id is theirs: only they and the admins see it.
      access: {
        read: ({ req, doc }) =>
          roleOf(req) === 'admin' || (Boolean(req.user) && req.user?.id === doc?.id),
        create: nobody,
        update: nobody,
      },
      admin: { hidden: true },
    },
    {
      name: 'lineLink',
      type: 'ui',
      admin: {
        position: 'sidebar',
        // LINE tells the members who are assigned work: sales, and admins who take a lead.
        condition: (data) => data?.role === 'sales' || data?.role === 'admin',
        components: { Field: '@/features/notifications/admin/line-link.client#LineLink' },
      },
    },
    // The one-time linking code (a keyed hash, never the code) and until when it works.
    {
      name: 'lineLinkCodeHash',
      type: 'text',
      index: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'lineLinkExpiresAt',
      type: 'date',
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      // A leaver is deactivated, not deleted (features/staff-accounts/collections/users/hooks/security.ts).
      name: 'active',
      type: 'checkbox',
      label: { th: 'บัญชีใช้งานได้', en: 'Active' },
      defaultValue: true,
      index: true,
      access: { create: fieldHasRole('admin'), update: fieldHasRole('admin') },
      admin: {
        position: 'sidebar',
        description: {
          th: 'ยกเลิกเมื่อพนักงานลาออก: ออกจากระบบทุกอุปกรณ์ทันที เข้าสู่ระบบหรือรีเซ็ตรหัสผ่านไม่ได้ และงานที่ยังเปิดอยู่จะถูกส่งต่อตามกฎการมอบหมาย ชื่อในประวัติการทำงานยังคงอยู่',
          en: 'Untick when someone leaves: every session ends, they cannot sign in, their open work is reassigned.',
        },
      },
    },
    {
      name: 'deactivatedAt',
      type: 'date',
      label: { th: 'ปิดการใช้งานเมื่อ', en: 'Deactivated at' },
      access: { create: nobody, update: fieldHasRole('admin') },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.deactivatedAt),
      },
    },
    {
      // When the member enrolled in the second factor; the secret, the last accepted time step and
      // the recovery codes' hashes are hidden from every API (account-endpoints.ts).
      name: 'twoFactorEnabledAt',
      type: 'date',
      label: { th: 'ตั้งค่ายืนยันตัวตนสองขั้นตอนเมื่อ', en: 'Second factor since' },
      access: { read: adminOrOwn, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    { name: 'totpSecret', type: 'text', hidden: true },
    { name: 'totpPending', type: 'text', hidden: true },
    { name: 'totpLastStep', type: 'number', hidden: true },
    { name: 'recoveryCodes', type: 'json', hidden: true },
    {
      // What the account page shows of each session (features/staff-accounts/sessions.ts), and when it passed
      // the second factor: read by the staff strategy, never sent through the API.
      name: 'sessionInfo',
      type: 'json',
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'security',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/staff-accounts/admin/account-security.client#AccountSecurity',
        },
      },
    },
    // When round-robin last gave this member a lead: the next turn goes to whoever waited longest.
    {
      name: 'lastAssignedAt',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
