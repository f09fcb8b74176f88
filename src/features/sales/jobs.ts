import type { TaskConfig } from 'payload'

import { escalateLateResponses } from '@/features/sales/escalation'

import { housekeepingQueue } from '@/features/operations/jobs/housekeeping'

/** Every minute: leads past their first-response target told to the admins, once each. */
export const escalateLateResponsesTask: TaskConfig<'escalateLateResponses'> = {
  slug: 'escalateLateResponses',
  label: 'แจ้งผู้ดูแลระบบเมื่อผู้สนใจรอเกินเวลาตอบกลับ',
  schedule: [{ cron: '* * * * *', queue: housekeepingQueue }],
  outputSchema: [{ name: 'escalated', type: 'number' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ req }) => ({ output: { escalated: await escalateLateResponses(req.payload) } }),
}
