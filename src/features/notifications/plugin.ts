import { capabilityPlugin } from '@/kernel/plugin'

import { NotificationDeliveries } from './collections/notification-deliveries'
import { notifyAssigneeDigestTask } from './personal'

/** How sales hears of a lead or a sign-up: e-mail, a signed webhook, LINE. */
export const notificationsPlugin = capabilityPlugin({
  collections: [NotificationDeliveries],
  tasks: [notifyAssigneeDigestTask],
})
