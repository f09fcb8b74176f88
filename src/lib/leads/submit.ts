import { clientAddress, hashAddress } from '@/lib/client-address'
import type { RateLimiter } from '@/lib/rate-limit'
import { readJsonBody, reply, type ApiReply } from '@/lib/http'
import { leadFieldLabels, leadPayloadSchema } from '@/lib/validation/lead'

import { checkFormToken } from './form-token'
import type { LeadWriter } from './writer'
import { consentNoticeVersion, leadReplies, unreadableBodyReplies } from './messages'

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

/** POST /api/public/leads: guards, validation, durable storage, then notification. */
export async function submitLead(request: Request, deps: LeadSubmissionDeps): Promise<Response> {
  const address = clientAddress(request.headers)
  if (deps.limiter && !(await deps.limiter.take(`lead:${address}`))) {
    return reply(429, leadReplies.rateLimited)
  }

  const body = await readJsonBody(request, maxLeadBodyBytes)
  if (!body.ok) return reply(body.status, unreadableBodyReplies[body.status])

  // The form sends a fresh key per filled form; a retry with the same key is stored once (the
  // key is unique on the lead row) and gets the same reply.
  const key = request.headers.get('idempotency-key')?.trim() || null
  if (key && key.length > 200) {
    return reply(400, leadReplies.invalidField('Idempotency-Key', 'ยาวเกินไป'))
  }
  return toResponse(await storeLead(body.value, request, address, key, deps))
}

function toResponse({ code, message }: ApiReply): Response {
  return reply(code, message)
}

async function storeLead(
  body: Record<string, unknown>,
  request: Request,
  address: string,
  idempotencyKey: string | null,
  deps: LeadSubmissionDeps,
): Promise<ApiReply> {
  const now = deps.now?.() ?? Date.now()
  const trap = body[honeypotField]
  const token = checkFormToken(deps.secret, body[formTokenField], now)
  // Bots get the same answer as people, so they learn nothing; nothing is stored.
  if ((typeof trap === 'string' && trap !== '') || token !== 'ok') {
    return { code: 200, message: leadReplies.ok }
  }

  const parsed = leadPayloadSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue.path[0] ?? '')
    return {
      code: 400,
      message: leadReplies.invalidField(leadFieldLabels[field] ?? field, issue.message),
    }
  }
  const lead = parsed.data

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
    idempotencyKey,
  })
  // The lead and its job are committed; the notification runs after the reply.
  deps.afterStored()
  return { code: 200, message: leadReplies.ok }
}
