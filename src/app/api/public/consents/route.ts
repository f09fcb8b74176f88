import { endpointLimiter } from '@/lib/api/limits'
import { consentEndpoint } from '@/lib/consent/submit'
import { getAppPayload } from '@/lib/payload'

/**
 * POST /api/public/consents: {consentId, categories, policyVersion} from the cookie banner. A
 * visitor may change their mind a few times; a script recording thousands may not.
 */
export const POST = consentEndpoint({
  payload: getAppPayload,
  limiter: endpointLimiter({ burst: 20, perHour: 60 }),
})
