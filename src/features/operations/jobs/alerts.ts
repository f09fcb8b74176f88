import type { TaskConfig } from 'payload'

import { checkAlerts } from '../alerts/check'

/**
 * Its own queue, with its own runner (payload.config.ts): a long backup or a slow housekeeping
 * task never holds up the check that would tell the admins about them.
 */
export const alertsQueue = 'alerts'

/** Every minute: the pipeline's problems told to the admins when they begin and end. */
export const checkAlertsTask: TaskConfig<'checkAlerts'> = {
  slug: 'checkAlerts',
  label: 'ตรวจสอบช่องทางแจ้งเตือน การสำรองข้อมูล และคิวงาน',
  schedule: [{ cron: '* * * * *', queue: alertsQueue }],
  outputSchema: [
    { name: 'opened', type: 'text' },
    { name: 'cleared', type: 'text' },
  ],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 10_000 } },
  handler: async ({ req }) => {
    const { opened, cleared } = await checkAlerts(req.payload)
    return { output: { opened: opened.join(','), cleared: cleared.join(',') } }
  },
}
