import type { Payload } from 'payload'

import { publicEndpoint } from '@/kernel/api/public-endpoint'
import type { RateLimiter } from '@/kernel/api/rate-limit'
import { noticeVersions } from '@/kernel/content/published'

import { consentRecordSchema } from '../validation/consent'
import { consentReplies } from './messages'

const maxConsentBodyBytes = 2 * 1024

export type ConsentDeps = { payload: () => Promise<Payload>; limiter: RateLimiter | null }

/** POST /api/public/consents: records a banner choice (no personal data, no address). */
export function consentEndpoint(deps: ConsentDeps) {
  return publicEndpoint({
    name: 'consent',
    maxBodyBytes: maxConsentBodyBytes,
    limiter: deps.limiter,
    schema: consentRecordSchema,
    invalid: (issue) => consentReplies.invalid(issue.message),
    store: async (record) => {
      const payload = await deps.payload()
      // Only the policy the banner shows today: an old tab's choice is asked again.
      const { cookie } = await noticeVersions(payload)
      if (record.policyVersion !== cookie) {
        return { code: 400, message: consentReplies.invalid(consentReplies.otherVersion(cookie)) }
      }
      await payload.create({ collection: 'consents', overrideAccess: true, data: record })
      return { code: 200, message: consentReplies.ok }
    },
  })
}

/** One consent request through the endpoint built from `deps`. */
export function submitConsent(request: Request, deps: ConsentDeps): Promise<Response> {
  return consentEndpoint(deps)(request)
}
