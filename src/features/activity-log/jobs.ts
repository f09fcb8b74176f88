import type { TaskConfig } from 'payload'

import { purgeOldActivity } from '@/kernel/activity/log'
import { dailyBangkokCron, housekeepingQueue, housekeepingRetries } from '@/kernel/jobs'

/** Every day at 03:35 in Bangkok: entries older than a year go. */
export const purgeActivityLogTask: TaskConfig<'purgeActivityLog'> = {
  slug: 'purgeActivityLog',
  label: 'ลบบันทึกกิจกรรมของทีมที่เก่ากว่า 1 ปี',
  schedule: [{ cron: dailyBangkokCron(3, 35), queue: housekeepingQueue }],
  outputSchema: [{ name: 'entries', type: 'number' }],
  retries: housekeepingRetries,
  handler: async ({ req }) => ({ output: { entries: await purgeOldActivity(req.payload) } }),
}
