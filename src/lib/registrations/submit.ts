import type { Payload } from 'payload'

import { clientAddress, hashAddress } from '@/lib/client-address'
import { readJsonBody, reply, type ApiReply } from '@/lib/http'
import type { RateLimiter } from '@/lib/rate-limit'
import { safeEqual } from '@/lib/safe-equal'
import { leadReplies, unreadableBodyReplies } from '@/lib/leads/messages'
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

/** POST /api/v2/register and POST /api/public/register: guards, validation, storage. */
export async function submitRegistration(
  request: Request,
  caller: RegistrationCaller,
  deps: RegistrationDeps,
): Promise<Response> {
  const address = clientAddress(request.headers)
  if (deps.limiter && !(await deps.limiter.take(`registration:${address}`))) {
    return reply(429, leadReplies.rateLimited)
  }
  if (
    caller.kind === 'api' &&
    !bearerMatches(request.headers.get('authorization'), caller.expectedToken)
  ) {
    return reply(401, registrationReplies.unauthorized, { 'www-authenticate': 'Bearer' })
  }
  if (caller.kind === 'site' && !fromOwnSite(request, caller.siteOrigin)) {
    return reply(403, registrationReplies.forbiddenOrigin)
  }

  const body = await readJsonBody(request, maxRegistrationBodyBytes)
  if (!body.ok) return reply(body.status, unreadableBodyReplies[body.status])
  const result = await storeRegistration(body.value, caller.kind, address, deps)
  return reply(result.code, result.message)
}

async function storeRegistration(
  body: Record<string, unknown>,
  source: 'api' | 'site',
  address: string,
  deps: RegistrationDeps,
): Promise<ApiReply> {
  const parsed = registrationSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue.path[0] ?? '')
    return {
      code: 400,
      message: leadReplies.invalidField(registrationFieldLabels[field] ?? field, issue.message),
    }
  }
  const payload = await deps.payload()
  await payload.create({
    collection: 'registrations',
    overrideAccess: true,
    data: { ...parsed.data, status: 'new', source, ipHash: hashAddress(deps.secret, address) },
  })
  return { code: 200, message: registrationReplies.ok }
}
