import 'server-only'

import { endpointLimiter, formLimits } from '@/lib/api/limits'
import { env } from '@/lib/env'
import { createIdleRunner } from '@/lib/idle-runner'
import { getAppPayload } from '@/lib/payload'

import { markLeadActivity } from './activity'
import { leadEndpoint } from './submit'
import { createLeadWriter } from './writer'

/**
 * Notifications run when a burst of leads pauses (or every 30 s during a long one), so sending
 * them never slows the replies; each job also retries on the scheduled runner (payload.config).
 */
const notifications = createIdleRunner(
  async () => {
    const payload = await getAppPayload()
    const limit = 10
    const result = await payload.jobs.run({ queue: 'default', limit, silent: true })
    // A full batch means more may be waiting (a burst's backlog): go on at the next pause.
    return Object.keys(result.jobStatus ?? {}).length >= limit
  },
  {
    idleMs: 200,
    maxDelayMs: 30_000,
    // The job stays queued and the scheduled runner retries it.
    onError: (error) => console.error('[lead] notification attempt failed', error),
  },
)

/** POST /api/public/leads with the process-wide writer, limiter and notifications. */
export const handleLeadPost = leadEndpoint({
  secret: env.PAYLOAD_SECRET,
  writer: createLeadWriter(getAppPayload),
  isStored: async (idempotencyKey) => {
    const payload = await getAppPayload()
    const { totalDocs } = await payload.count({
      collection: 'leads',
      where: { idempotencyKey: { equals: idempotencyKey } },
      overrideAccess: true,
    })
    return totalDocs > 0
  },
  limiter: endpointLimiter(formLimits()),
  afterStored: () => {
    markLeadActivity()
    notifications.ask()
  },
})
