import type { Payload } from 'payload'

import { hashAddress } from '@/kernel/api/client-address'
import {
  fromOwnSite,
  idempotencyKeyOf,
  tokenOf,
  judgeForm,
  idempotencyKeyProblem,
} from '@/kernel/api/form-guard'
import { reply } from '@/kernel/api/http'
import { invalidFieldMessage, publicEndpoint } from '@/kernel/api/public-endpoint'
import type { RateLimiter } from '@/kernel/api/rate-limit'
import { safeEqual } from '@/kernel/api/safe-equal'
import { isStoredRequest } from '@/kernel/api/stored-request'
import { adClickOf } from '@/kernel/attribution/ad-click'
import { noticeVersions, publishedPricing } from '@/kernel/content/published'
import { inTransaction } from '@/kernel/db/transaction'
import { queueTask } from '@/kernel/jobs'

import { notifyRegistrationTask } from '@/features/sales'

import { registrationReplies } from './messages'
import { packageByName } from './pricing/packages'
import { priceSummary } from './pricing/summary'
import { registrationSchema } from './validation/registration'
import { registrationFieldLabels } from './validation/registration-rules'

export const maxRegistrationBodyBytes = 16 * 1024

export type RegistrationDeps = {
  payload: () => Promise<Payload>
  secret: string
  limiter: RateLimiter | null
  /** Asks for the notification jobs to run soon, after the reply. */
  afterStored?: () => void
  now?: () => number
}

/**
 * Who may register: a machine client with the bearer token (`api`), or our own pages through
 * the same-origin route (`site`), which carries no secret.
 */
export type RegistrationCaller =
  { kind: 'api'; expectedToken: string | undefined } | { kind: 'site'; siteOrigin: string }

function bearerMatches(header: string | null, expected: string | undefined): boolean {
  const sent = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return Boolean(sent && expected && safeEqual(sent, expected))
}

/** POST /api/v2/register and POST /api/public/register: the shared pipeline, after the caller's check. */
export function registrationEndpoint(caller: RegistrationCaller, deps: RegistrationDeps) {
  const verdictOf = (body: Record<string, unknown>, request: Request) =>
    judgeForm(deps.secret, body, deps.now?.() ?? Date.now(), request)

  return publicEndpoint({
    name: 'registration',
    maxBodyBytes: maxRegistrationBodyBytes,
    limiter: deps.limiter,
    admit: (request) => {
      if (
        caller.kind === 'api' &&
        !bearerMatches(request.headers.get('authorization'), caller.expectedToken)
      ) {
        return reply(401, registrationReplies.unauthorized, { 'www-authenticate': 'Bearer' })
      }
      if (caller.kind === 'site' && !fromOwnSite(request, caller.siteOrigin)) {
        return reply(403, registrationReplies.forbiddenOrigin)
      }
      return undefined
    },
    schema: registrationSchema,
    invalid: invalidFieldMessage(registrationFieldLabels),
    screen: ({ request, body }) => {
      const problem = idempotencyKeyProblem(request)
      if (problem) return problem
      if (caller.kind === 'site' && verdictOf(body, request) === 'stale') {
        return { code: 409, message: registrationReplies.staleForm }
      }
      return undefined
    },
    store: async (registration, { request, address, body }) => {
      const payload = await deps.payload()
      const idempotencyKey = idempotencyKeyOf(request)
      // The site's form gets the bot checks; outside systems prove themselves with the token.
      const spam = caller.kind === 'site' && verdictOf(body, request) === 'spam'
      const isStored = () => isStoredRequest(payload, 'registrations', idempotencyKey)
      if (await isStored())
        return { code: 200, message: registrationReplies.ok, outcome: 'duplicate' }
      // Valued at the prices published now, which the registration keeps: a later price change
      // does not rewrite it.
      const pricing = await publishedPricing(payload)
      const pkg = packageByName(pricing, registration.package)
      const { notice } = await noticeVersions(payload)
      // The registration and its notification job commit together.
      try {
        await inTransaction(payload, async (req) => {
          const stored = await payload.create({
            collection: 'registrations',
            overrideAccess: true,
            req,
            data: {
              clinicName: registration.clinicName,
              fullName: registration.fullName,
              phone: registration.phone,
              email: registration.email,
              branchCount: registration.branchCount,
              package: registration.package,
              message: registration.message,
              packagePrice: pkg?.yearlyPrice ?? null,
              yearlyValue: pkg
                ? priceSummary(pkg, registration.branchCount, pricing.vatPercent).subtotal / 100
                : null,
              noticeVersion: notice,
              utmSource: registration.utm_source,
              utmMedium: registration.utm_medium,
              utmCampaign: registration.utm_campaign,
              utmTerm: registration.utm_term,
              utmContent: registration.utm_content,
              referrer: registration.referrer,
              ...adClickOf(request, registration.landing_page),
              deviceType: registration.device_type,
              experiment: registration.experiment || null,
              status: spam ? 'spam' : 'new',
              source: caller.kind,
              ipHash: hashAddress(deps.secret, address),
              idempotencyKey,
              formToken: caller.kind === 'site' && !spam ? tokenOf(body) : null,
            },
          })
          if (!spam) {
            await queueTask(payload, notifyRegistrationTask, { registrationId: stored.id }, { req })
          }
        })
      } catch (error) {
        // A unique key or token already taken between the check and the insert: a retry of a
        // stored registration (200), or a second one on a used form token (409, sent again).
        // Anything else is not the visitor's doing and is not dressed up as either.
        if (!isTakenFormIdentity(error)) throw error
        if (await isStored())
          return { code: 200, message: registrationReplies.ok, outcome: 'duplicate' }
        return { code: 409, message: registrationReplies.staleForm }
      }
      if (!spam) deps.afterStored?.()
      return { code: 200, message: registrationReplies.ok, outcome: spam ? 'spam' : undefined }
    },
  })
}

/**
 * Whether a failed create is Payload's report of a unique form identity (Idempotency-Key or form
 * token) already stored, and nothing else. Read from the error's data, not its class: the
 * production bundle may hold another copy of Payload's error classes.
 */
function isTakenFormIdentity(error: unknown): boolean {
  const errors = (error as { data?: { errors?: { path?: unknown }[] } } | null)?.data?.errors
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(({ path }) => path === 'idempotencyKey' || path === 'formToken')
  )
}

/** One registration request through the endpoint built for `caller` from `deps`. */
export function submitRegistration(
  request: Request,
  caller: RegistrationCaller,
  deps: RegistrationDeps,
): Promise<Response> {
  return registrationEndpoint(caller, deps)(request)
}
