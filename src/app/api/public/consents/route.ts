import { endpointLimiter } from '@/kernel/api/limits'
import { getAppPayload } from '@/kernel/payload'

import { consentEndpoint } from '@/features/privacy/consent/submit'

/**
 * POST /api/public/consents: {consentId, categories, policyVersion} from the cookie banner. A
 * visitor may change their mind a few times; a script recording thousands may not.
 */
export const POST = consentEndpoint({
  payload: getAppPayload,
  limiter: endpointLimiter({ burst: 20, perHour: 60 }),
})
