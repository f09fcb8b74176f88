import { capabilityPlugin } from '@/kernel/plugin'

import { SalesSettings } from './globals/sales-settings'
import { escalateLateResponsesTask, notifyLeadTask, notifyRegistrationTask } from './jobs'

/** Following up leads and sign-ups: the pipeline, assignment, working time, escalation. */
export const salesPlugin = capabilityPlugin({
  globals: [SalesSettings],
  tasks: [notifyLeadTask, notifyRegistrationTask, escalateLateResponsesTask],
})
