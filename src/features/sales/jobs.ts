import type { TaskConfig } from 'payload'

import { housekeepingQueue } from '@/kernel/jobs'

import type { SalesEvent } from '@/features/notifications'
import { deliver } from '@/features/notifications'

import { escalateLateResponses } from './escalation'
import { routeEnquiry } from './routing'

const retries = { attempts: 6, backoff: { type: 'exponential' as const, delay: 5_000 } }

/** Each notification job's record: its kind, its collection and the job's input field. */
const notified = {
  notifyLead: { kind: 'lead', collection: 'leads', idField: 'leadId' },
  notifyRegistration: {
    kind: 'registration',
    collection: 'registrations',
    idField: 'registrationId',
  },
} as const satisfies Record<
  string,
  { kind: SalesEvent['kind']; collection: 'leads' | 'registrations'; idField: string }
>

type NotifySlug = keyof typeof notified

/**
 * A Payload job that tells sales of a new record of one kind: it reads the record named by its
 * one input field, routes it on arrival (routing.ts) and delivers it on every channel
 * (features/notifications/notify.ts). Queued with the record, in its transaction.
 */
function notifyTask<Slug extends NotifySlug>(slug: Slug, label: string): TaskConfig<Slug> {
  const { kind, collection, idField } = notified[slug]
  return {
    slug,
    label,
    inputSchema: [{ name: idField, type: 'number', required: true }],
    outputSchema: [{ name: 'channels', type: 'text' }],
    retries,
    handler: async ({ input, req }) => {
      const record = await req.payload.findByID({
        collection,
        id: (input as Record<string, number>)[idField],
        overrideAccess: true,
      })
      // `notified` pairs each kind with its collection; TypeScript cannot follow it here.
      const routed = await routeEnquiry(req.payload, { kind, record } as SalesEvent)
      return { output: { channels: await deliver(req.payload, routed) } }
    },
    // TypeScript cannot resolve Payload's conditional task types for a generic slug.
  } as TaskConfig<Slug>
}

/** Payload job: tell sales of a new lead. */
export const notifyLeadTask = notifyTask('notifyLead', 'แจ้งทีมขายเมื่อมีผู้สนใจใหม่')

/** Payload job: tell sales of a new trial sign-up, with its package, branches and yearly value. */
export const notifyRegistrationTask = notifyTask('notifyRegistration', 'แจ้งทีมขายเมื่อมีผู้สมัครทดลองใช้')

/** Every minute: leads past their first-response target told to the admins, once each. */
export const escalateLateResponsesTask: TaskConfig<'escalateLateResponses'> = {
  slug: 'escalateLateResponses',
  label: 'แจ้งผู้ดูแลระบบเมื่อผู้สนใจรอเกินเวลาตอบกลับ',
  schedule: [{ cron: '* * * * *', queue: housekeepingQueue }],
  outputSchema: [{ name: 'escalated', type: 'number' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ req }) => ({ output: { escalated: await escalateLateResponses(req.payload) } }),
}
