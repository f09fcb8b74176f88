import { capabilityPlugin } from '@/kernel/plugin'

import { checkAlertsTask } from './jobs/alerts'
import { backupTask } from './jobs/backup'

/** Backups, alerts and the admins' operations screen. */
export const operationsPlugin = capabilityPlugin({
  tasks: [backupTask, checkAlertsTask],
  admin: {
    views: {
      operations: {
        Component: '@/features/operations/admin/operations-view#OperationsView',
        path: '/operations',
      },
    },
    afterNavLinks: ['@/features/operations/admin/operations-view#OperationsNavLink'],
  },
})
