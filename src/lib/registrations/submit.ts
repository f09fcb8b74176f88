import type { Payload } from 'payload'

import { reply } from '@/lib/api/http'
import { invalidFieldMessage, publicEndpoint } from '@/lib/api/public-endpoint'
import { hashAddress } from '@/lib/client-address'
import type { RateLimiter } from '@/lib/rate-limit'
import { safeEqual } from '@/lib/safe-equal'
import { registrationFieldLabels, registrationSchema } from '@/lib/validation/registration'

import { registrationReplies } from './messages'

export const maxRegistrationBodyBytes = 16 * 1024

export type RegistrationDeps = {
  payload: () => Promise<Payload>
  secret: string
  limiter: RateLimiter | null
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

/** A browser's own request: same origin by Origin, or by Sec-Fetch-Site when Origin is absent. */
function fromOwnSite(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === siteOrigin || origin === new URL(request.url).origin
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/** POST /api/v2/register and POST /api/public/register: the shared pipeline, after the caller's check. */
export function registrationEndpoint(caller: RegistrationCaller, deps: RegistrationDeps) {
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
    store: async (registration, { address }) => {
      const payload = await deps.payload()
      await payload.create({
        collection: 'registrations',
        overrideAccess: true,
        data: {
          ...registration,
          status: 'new',
          source: caller.kind,
          ipHash: hashAddress(deps.secret, address),
        },
      })
      return { code: 200, message: registrationReplies.ok }
    },
  })
}

/** One registration request through the endpoint built for `caller` from `deps`. */
export function submitRegistration(
  request: Request,
  caller: RegistrationCaller,
  deps: RegistrationDeps,
): Promise<Response> {
  return registrationEndpoint(caller, deps)(request)
}
