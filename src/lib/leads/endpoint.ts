import 'server-only'

import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { rateLimitEnv, serverEnv } from '@/lib/env'
import { reply, type ApiReply } from '@/lib/http'
import { createMemoryIdempotencyStore } from '@/lib/idempotency'
import { createMemoryRateLimiter } from '@/lib/rate-limit'

import { leadReplies } from './messages'
import { submitLead, type LeadSubmissionDeps } from './submit'

const limits = rateLimitEnv()

let queueRun: Promise<void> | null = null
let runAgain = false

/** Under load many replies ask for a queue run at once; one runs, and once more if asked meanwhile. */
function coalesce(work: () => Promise<unknown>): Promise<void> {
  if (queueRun) {
    runAgain = true
    return queueRun
  }
  queueRun = (async () => {
    do {
      runAgain = false
      await work()
    } while (runAgain)
  })().finally(() => {
    queueRun = null
  })
  return queueRun
}

/** The process-wide dependencies of the lead endpoint. */
const deps: LeadSubmissionDeps = {
  payload: () => getPayload({ config }),
  secret: serverEnv().PAYLOAD_SECRET,
  limiter: limits.disabled ? null : createMemoryRateLimiter(limits),
  idempotency: createMemoryIdempotencyStore<ApiReply>(),
  afterReply: (work) =>
    after(async () => {
      try {
        await coalesce(work)
      } catch (error) {
        // The job stays queued and the scheduled runner retries it.
        console.error('[lead] notification attempt failed', error)
      }
    }),
}

export async function handleLeadPost(request: Request): Promise<Response> {
  try {
    return await submitLead(request, deps)
  } catch (error) {
    console.error('[lead] could not store a lead', error)
    return reply(500, leadReplies.serverError)
  }
}
