import type { TaskConfig } from 'payload'

import { dailyBangkokCron, housekeepingQueue, housekeepingRetries } from '@/kernel/jobs'

import { applyRetention } from './retention'
import { purgeDeliveryRecords, purgeSavedFiles } from './saved-files'

/** The privacy notice's periods, kept by Payload's scheduler in the housekeeping queue. */
export const purgeSavedFilesTask: TaskConfig<'purgeSavedFiles'> = {
  slug: 'purgeSavedFiles',
  label: 'ลบไฟล์ส่งออกและนำเข้าที่เก่ากว่า 24 ชั่วโมง และบันทึกการแจ้งเตือนที่เก่ากว่า 30 วัน',
  schedule: [{ cron: '15 * * * *', queue: housekeepingQueue }],
  outputSchema: [
    { name: 'exports', type: 'number' },
    { name: 'imports', type: 'number' },
    { name: 'deliveries', type: 'number' },
  ],
  retries: housekeepingRetries,
  handler: async ({ req }) => ({
    output: {
      ...(await purgeSavedFiles(req.payload)),
      deliveries: await purgeDeliveryRecords(req.payload),
    },
  }),
}

export const applyRetentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'ลบข้อมูลส่วนบุคคลที่เกินระยะเวลาเก็บรักษา',
  schedule: [{ cron: dailyBangkokCron(3, 30), queue: housekeepingQueue }],
  outputSchema: [
    { name: 'leads', type: 'number' },
    { name: 'registrations', type: 'number' },
    { name: 'consents', type: 'number' },
    { name: 'lineTaps', type: 'number' },
    { name: 'pageViews', type: 'number' },
  ],
  retries: housekeepingRetries,
  handler: async ({ req }) => ({ output: await applyRetention(req.payload) }),
}
