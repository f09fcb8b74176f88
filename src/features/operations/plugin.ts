import { capabilityPlugin } from '@/kernel/plugin'

import { checkAlertsTask } from './jobs/alerts'
import { backupTask } from './jobs/backup'
import { housekeepingTasks } from './jobs/housekeeping'

/** Backups, housekeeping, alerts and the admins' operations screen. */
export const operationsPlugin = capabilityPlugin({
  tasks: [...housekeepingTasks, backupTask, checkAlertsTask],
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
