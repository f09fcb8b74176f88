import type { TaskConfig } from 'payload'

import { housekeepingQueue, housekeepingRetries } from '@/kernel/jobs'

import { purgeSpam } from './spam'

/** Every hour: leads and registrations kept as spam for 30 days go. */
export const purgeSpamTask: TaskConfig<'purgeSpam'> = {
  slug: 'purgeSpam',
  label: 'ลบสแปมที่เก็บไว้ครบ 30 วัน',
  schedule: [{ cron: '5 * * * *', queue: housekeepingQueue }],
  outputSchema: [
    { name: 'leads', type: 'number' },
    { name: 'registrations', type: 'number' },
  ],
  retries: housekeepingRetries,
  handler: async ({ req }) => ({ output: await purgeSpam(req.payload) }),
}
