import { httpReplies } from '@/lib/api/messages'
import { invalidFieldMessage, publicEndpoint } from '@/lib/api/public-endpoint'
import { hashAddress } from '@/lib/client-address'
import type { RateLimiter } from '@/lib/rate-limit'
import { leadFieldLabels, leadPayloadSchema } from '@/lib/validation/lead'

import { checkFormToken } from './form-token'
import type { LeadWriter } from './writer'
import { consentNoticeVersion, leadReplies } from './messages'

/** The honeypot: a field people never see or fill; simple bots fill every field. */
export const honeypotField = 'website'
export const formTokenField = 'form_token'
export const maxLeadBodyBytes = 16 * 1024

export type LeadSubmissionDeps = {
  secret: string
  /** Stores a lead with its notification job (group commit: src/lib/leads/writer.ts). */
  writer: LeadWriter
  limiter: RateLimiter | null
  /** Asks for the notification jobs to run soon, after the reply (src/lib/leads/endpoint.ts). */
  afterStored: () => void
  now?: () => number
}

/** POST /api/public/leads: the shared pipeline (lib/api/public-endpoint.ts) with the lead's steps. */
export function leadEndpoint(deps: LeadSubmissionDeps) {
  return publicEndpoint({
    name: 'lead',
    maxBodyBytes: maxLeadBodyBytes,
    limiter: deps.limiter,
    screen: ({ request, body }) => {
      // The form sends a fresh key per filled form; a retry with the same key is stored once (the
      // key is unique on the lead row) and gets the same reply.
      const key = idempotencyKeyOf(request)
      if (key && key.length > 200) {
        return {
          code: 400,
          message: httpReplies.invalidField('Idempotency-Key', leadReplies.idempotencyKeyTooLong),
        }
      }
      const trap = body[honeypotField]
      const token = checkFormToken(deps.secret, body[formTokenField], deps.now?.() ?? Date.now())
      // Bots get the same answer as people, so they learn nothing; nothing is stored.
      if ((typeof trap === 'string' && trap !== '') || token !== 'ok') {
        return { code: 200, message: leadReplies.ok }
      }
      return undefined
    },
    schema: leadPayloadSchema,
    invalid: invalidFieldMessage(leadFieldLabels),
    store: async (lead, { request, address }) => {
      await deps.writer.write({
        fullname: lead.fullname,
        phone: lead.phone,
        email: lead.email,
        organizationType: lead.organization_type,
        description: lead.description,
        userAction: lead.user_action,
        utmSource: lead.utm_source,
        utmMedium: lead.utm_medium,
        utmCampaign: lead.utm_campaign,
        utmTerm: lead.utm_term,
        utmContent: lead.utm_content,
        referrer: lead.referrer,
        landingPage: lead.landing_page,
        deviceType: lead.device_type,
        status: 'new',
        consentNoticeVersion,
        ipHash: hashAddress(deps.secret, address),
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 512),
        idempotencyKey: idempotencyKeyOf(request),
      })
      // The lead and its job are committed; the notification runs after the reply.
      deps.afterStored()
      return { code: 200, message: leadReplies.ok }
    },
  })
}

const idempotencyKeyOf = (request: Request) =>
  request.headers.get('idempotency-key')?.trim() || null

/** One lead request through the endpoint built from `deps`. */
export function submitLead(request: Request, deps: LeadSubmissionDeps): Promise<Response> {
  return leadEndpoint(deps)(request)
}
