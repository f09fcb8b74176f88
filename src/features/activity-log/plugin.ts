import { capabilityPlugin } from '@/kernel/plugin'

import { ActivityLog } from './collections/activity-log'
import { purgeActivityLogTask } from './jobs'

/** The staff activity log, a hash chain an auditor can check. */
export const activityLogPlugin = capabilityPlugin({
  collections: [ActivityLog],
  tasks: [purgeActivityLogTask],
})
