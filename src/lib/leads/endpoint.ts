import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { rateLimitEnv, serverEnv } from '@/lib/env'
import { reply } from '@/lib/http'
import { createIdleRunner } from '@/lib/idle-runner'
import { createSharedRateLimiter } from '@/lib/shared-rate-limit'

import { markLeadActivity } from './activity'
import { leadReplies } from './messages'
import { submitLead, type LeadSubmissionDeps } from './submit'
import { createLeadWriter } from './writer'

const limits = rateLimitEnv()

const getLeadPayload = () => getPayload({ config })

/**
 * Notifications run when a burst of leads pauses (or every 30 s during a long one), so sending
 * them never slows the replies; each job also retries on the scheduled runner (payload.config).
 */
const notifications = createIdleRunner(
  async () => {
    const payload = await getLeadPayload()
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

/** The process-wide dependencies of the lead endpoint. */
const deps: LeadSubmissionDeps = {
  secret: serverEnv().PAYLOAD_SECRET,
  writer: createLeadWriter(getLeadPayload),
  limiter: limits.disabled ? null : createSharedRateLimiter(getLeadPayload, limits),
  afterStored: () => {
    markLeadActivity()
    notifications.ask()
  },
}

export async function handleLeadPost(request: Request): Promise<Response> {
  try {
    return await submitLead(request, deps)
  } catch (error) {
    console.error('[lead] could not store a lead', error)
    return reply(500, leadReplies.serverError)
  }
}
