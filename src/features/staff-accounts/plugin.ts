import { capabilityPlugin } from '@/kernel/plugin'

import { Users } from './collections/users'
import { onlyStaffSessions } from './collections/users/staff-session'
import { SecuritySettings } from './globals/security-settings'

/** The team's accounts: roles, the second factor, sessions, invitations. */
export const staffAccountsPlugin = capabilityPlugin({
  collections: [Users],
  globals: [SecuritySettings],
  admin: {
    // The second factor's screen, where a member who still owes it is sent (admin/page.tsx).
    views: {
      twoFactor: {
        Component: '@/features/staff-accounts/admin/two-factor-view#TwoFactorView',
        path: '/two-factor',
      },
    },
  },
  // A token is accepted by the staff session strategy alone.
  onInit: onlyStaffSessions,
})
