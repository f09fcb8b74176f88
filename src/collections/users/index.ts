import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { nobody } from '@/access/nobody'
import { adminOnly, adminOrSelf, fieldHasRole, roleLabels } from '@/access/roles'
import { roleOf, roles } from '@/lib/roles'
import { env } from '@/lib/env'
import { clearLoginGuard, guardLogin } from '@/collections/users/hooks/login-guard'
import { keepAnAdmin, keepAnAdminOnDelete } from '@/collections/users/hooks/roles'
import { lineLinkEndpoints } from '@/endpoints/line-link'

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: authenticated,
    // Only an admin adds or removes staff, or changes another member's password or role; everyone
    // changes their own password and name. Colleagues are listed to all (to assign a lead).
    create: adminOnly,
    read: authenticated,
    update: adminOrSelf,
    delete: adminOnly,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
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
    beforeChange: [keepAnAdmin],
    beforeDelete: [keepAnAdminOnDelete],
    afterLogin: [clearLoginGuard],
  },
  endpoints: lineLinkEndpoints,
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { th: 'ชื่อ', en: 'Name' },
      maxLength: 120,
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
          th: 'ผู้ดูแลระบบ: ทุกอย่างรวมถึงผู้ใช้งาน · การตลาด: บทความ รูปภาพ สถิติคุกกี้ · ฝ่ายขาย: ผู้สนใจและการลงทะเบียน · ผู้ใช้คนแรกเป็นผู้ดูแลระบบเสมอ',
          en: 'Admin: everything, users included · Marketing: articles, media, consent statistics · Sales: leads and registrations · The first user is always an admin',
        },
      },
    },
    {
      // Round-robin assignment takes turns among the sales members who have this on
      // (lib/sales/routing.ts); a member on leave turns it off.
      name: 'available',
      type: 'checkbox',
      label: { th: 'พร้อมรับผู้สนใจใหม่', en: 'Takes new leads' },
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          th: 'เปิดไว้เพื่อรับผู้สนใจและผู้ลงทะเบียนใหม่ตามลำดับ ปิดเมื่อลาหรือไม่อยู่',
          en: 'On: new leads and registrations come to you in turn.',
        },
      },
    },
    {
      // Set only by the LINE webhook when the member sends their one-time code; cleared by
      // unlinking (endpoints/line-link.ts) or when the account is removed.
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
        components: { Field: '@/components/admin/line-link.client#LineLink' },
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
    // When round-robin last gave this member a lead: the next turn goes to whoever waited longest.
    {
      name: 'lastAssignedAt',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
