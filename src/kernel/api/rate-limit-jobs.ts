import type { TaskConfig } from 'payload'

import { sweepIdleBuckets } from '../db/rate-limit-table'
import { housekeepingQueue, housekeepingRetries } from '../jobs'

/** Every hour: the rate limits' buckets unused for a day go. */
export const sweepRateLimitsTask: TaskConfig<'sweepRateLimits'> = {
  slug: 'sweepRateLimits',
  label: 'ลบตัวนับการจำกัดคำขอที่ไม่ได้ใช้เกิน 1 วัน',
  schedule: [{ cron: '25 * * * *', queue: housekeepingQueue }],
  outputSchema: [{ name: 'buckets', type: 'number' }],
  retries: housekeepingRetries,
  handler: async ({ req }) => ({ output: { buckets: await sweepIdleBuckets(req.payload) } }),
}
