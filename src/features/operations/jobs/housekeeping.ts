import type { TaskConfig } from 'payload'

import { purgeOldActivity } from '@/kernel/activity/log'
import { sweepIdleBuckets } from '@/kernel/db/rate-limit-table'
import { purgeSpam } from '@/features/leads/spam'
import { applyRetention } from '@/features/privacy/retention'
import { purgeDeliveryRecords, purgeSavedFiles } from '@/features/privacy/saved-files'

/**
 * The privacy notice's periods and the rate limits' idle buckets, kept by Payload's scheduler: each task is queued on its cron in
 * the `housekeeping` queue (at most one queued or running at a time), claimed by one runner and
 * shown in the jobs collection like any job. Each is idempotent, so a run that overlaps another
 * instance's changes nothing twice.
 */
export const housekeepingQueue = 'housekeeping'

const retries = { attempts: 3, backoff: { type: 'exponential' as const, delay: 60_000 } }

const purgeSpamTask: TaskConfig<'purgeSpam'> = {
  slug: 'purgeSpam',
  label: 'ลบสแปมที่เก็บไว้ครบ 30 วัน',
  schedule: [{ cron: '5 * * * *', queue: housekeepingQueue }],
  outputSchema: [
    { name: 'leads', type: 'number' },
    { name: 'registrations', type: 'number' },
  ],
  retries,
  handler: async ({ req }) => ({ output: await purgeSpam(req.payload) }),
}

const purgeSavedFilesTask: TaskConfig<'purgeSavedFiles'> = {
  slug: 'purgeSavedFiles',
  label: 'ลบไฟล์ส่งออกและนำเข้าที่เก่ากว่า 24 ชั่วโมง และบันทึกการแจ้งเตือนที่เก่ากว่า 30 วัน',
  schedule: [{ cron: '15 * * * *', queue: housekeepingQueue }],
  outputSchema: [
    { name: 'exports', type: 'number' },
    { name: 'imports', type: 'number' },
    { name: 'deliveries', type: 'number' },
  ],
  retries,
  handler: async ({ req }) => ({
    output: {
      ...(await purgeSavedFiles(req.payload)),
      deliveries: await purgeDeliveryRecords(req.payload),
    },
  }),
}

const applyRetentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'ลบข้อมูลส่วนบุคคลที่เกินระยะเวลาเก็บรักษา',
  // 03:30 in Bangkok (UTC+7).
  schedule: [{ cron: '30 20 * * *', queue: housekeepingQueue }],
  outputSchema: [
    { name: 'leads', type: 'number' },
    { name: 'registrations', type: 'number' },
    { name: 'consents', type: 'number' },
    { name: 'lineTaps', type: 'number' },
  ],
  retries,
  handler: async ({ req }) => ({ output: await applyRetention(req.payload) }),
}

const sweepRateLimitsTask: TaskConfig<'sweepRateLimits'> = {
  slug: 'sweepRateLimits',
  label: 'ลบตัวนับการจำกัดคำขอที่ไม่ได้ใช้เกิน 1 วัน',
  schedule: [{ cron: '25 * * * *', queue: housekeepingQueue }],
  outputSchema: [{ name: 'buckets', type: 'number' }],
  retries,
  handler: async ({ req }) => ({ output: { buckets: await sweepIdleBuckets(req.payload) } }),
}

const purgeActivityLogTask: TaskConfig<'purgeActivityLog'> = {
  slug: 'purgeActivityLog',
  label: 'ลบบันทึกกิจกรรมของทีมที่เก่ากว่า 1 ปี',
  schedule: [{ cron: '35 3 * * *', queue: housekeepingQueue }],
  outputSchema: [{ name: 'entries', type: 'number' }],
  retries,
  handler: async ({ req }) => ({ output: { entries: await purgeOldActivity(req.payload) } }),
}

export const housekeepingTasks = [
  purgeSpamTask,
  purgeSavedFilesTask,
  applyRetentionTask,
  sweepRateLimitsTask,
  purgeActivityLogTask,
]
