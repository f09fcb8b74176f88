import config from '@payload-config'
import { getPayload } from 'payload'

import { reply } from '@/lib/http'
import { submitConsent, type ConsentDeps } from '@/lib/consents/submit'
import { leadReplies } from '@/lib/leads/messages'
import { rateLimitEnv } from '@/lib/env'
import { createSharedRateLimiter } from '@/lib/shared-rate-limit'

const limits = rateLimitEnv()
// A visitor may change their mind a few times; a script recording thousands may not.
const getConsentPayload = () => getPayload({ config })
const deps: ConsentDeps = {
  payload: getConsentPayload,
  limiter: limits.disabled
    ? null
    : createSharedRateLimiter(getConsentPayload, { burst: 20, perHour: 60 }),
}

/** POST /api/public/consents: {consentId, categories, policyVersion} from the cookie banner. */
export async function POST(request: Request) {
  try {
    return await submitConsent(request, deps)
  } catch (error) {
    console.error('[consent] could not record a consent', error)
    return reply(500, leadReplies.serverError)
  }
}
