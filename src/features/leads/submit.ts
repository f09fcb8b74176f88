import { hashAddress } from '@/kernel/api/client-address'
import {
  idempotencyKeyOf,
  tokenOf,
  judgeForm,
  idempotencyKeyProblem,
} from '@/kernel/api/form-guard'
import { invalidFieldMessage, publicEndpoint } from '@/kernel/api/public-endpoint'
import type { RateLimiter } from '@/kernel/api/rate-limit'
import { adClickOf } from '@/kernel/attribution/ad-click'

import { leadReplies } from './messages'
import { leadFieldLabels, leadPayloadSchema } from './validation/lead'
import type { LeadWriter } from './writer'

export { formTokenField, honeypotField } from '@/kernel/api/form-guard'
export const maxLeadBodyBytes = 16 * 1024

export type LeadSubmissionDeps = {
  secret: string
  /** Stores a lead with its notification job (group commit: src/features/leads/writer.ts). */
  writer: LeadWriter
  /** Whether a lead with this Idempotency-Key is stored (a retry of it gets the same 200). */
  isStored: (idempotencyKey: string) => Promise<boolean>
  limiter: RateLimiter | null
  /** Asks for the notification jobs to run soon, after the reply (src/features/leads/endpoint.ts). */
  afterStored: () => void
  /** The published privacy notice's version, which the form's consent text points to. */
  noticeVersion: () => Promise<string>
  now?: () => number
}

/** POST /api/public/leads: the shared pipeline (kernel/api/public-endpoint.ts) with the lead's steps. */
export function leadEndpoint(deps: LeadSubmissionDeps) {
  const verdictOf = (body: Record<string, unknown>, request: Request) =>
    judgeForm(deps.secret, body, deps.now?.() ?? Date.now(), request)

  return publicEndpoint({
    name: 'lead',
    maxBodyBytes: maxLeadBodyBytes,
    limiter: deps.limiter,
    schema: leadPayloadSchema,
    invalid: invalidFieldMessage(leadFieldLabels),
    screen: ({ request, body }) => {
      const problem = idempotencyKeyProblem(request)
      if (problem) return problem
      // Expired, or signed with another secret: the form gets a fresh token and sends again.
      if (verdictOf(body, request) === 'stale') return { code: 409, message: leadReplies.staleForm }
      return undefined
    },
    store: async (lead, { request, address, body }) => {
      // A bot gets the same answer as a person and learns nothing; staff can restore a false
      // positive from the spam view.
      const spam = verdictOf(body, request) === 'spam'
      const idempotencyKey = idempotencyKeyOf(request)
      const outcome = await deps.writer.write({
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
        ...adClickOf(request, lead.landing_page),
        deviceType: lead.device_type,
        experiment: lead.experiment || null,
        status: spam ? 'spam' : 'new',
        consentNoticeVersion: await deps.noticeVersion(),
        ipHash: hashAddress(deps.secret, address),
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 512),
        idempotencyKey,
        formToken: spam ? null : tokenOf(body),
      })
      if (outcome === 'duplicate') {
        // A retry of a stored lead gets the same answer; a second lead on a used token is told to
        // send again, and the form does so with a fresh token.
        if (idempotencyKey && (await deps.isStored(idempotencyKey))) {
          return { code: 200, message: leadReplies.ok, outcome: 'duplicate' }
        }
        return { code: 409, message: leadReplies.staleForm }
      }
      // The lead and its job are committed; the notification runs after the reply.
      if (!spam) deps.afterStored()
      return { code: 200, message: leadReplies.ok, outcome: spam ? 'spam' : undefined }
    },
  })
}

/** One lead request through the endpoint built from `deps`. */
export function submitLead(request: Request, deps: LeadSubmissionDeps): Promise<Response> {
  return leadEndpoint(deps)(request)
}
