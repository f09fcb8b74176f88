import type { TaskConfig } from 'payload'

import { purgeOldActivity } from '@/kernel/activity/log'
import { housekeepingQueue, housekeepingRetries } from '@/kernel/jobs'

/** Every day: entries older than a year go. */
export const purgeActivityLogTask: TaskConfig<'purgeActivityLog'> = {
  slug: 'purgeActivityLog',
  label: 'ลบบันทึกกิจกรรมของทีมที่เก่ากว่า 1 ปี',
  schedule: [{ cron: '35 3 * * *', queue: housekeepingQueue }],
  outputSchema: [{ name: 'entries', type: 'number' }],
  retries: housekeepingRetries,
  handler: async ({ req }) => ({ output: { entries: await purgeOldActivity(req.payload) } }),
}
