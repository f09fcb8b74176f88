import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { rateLimitEnv, registrationEnv, serverEnv } from '@/lib/env'
import { reply } from '@/lib/http'
import { leadReplies } from '@/lib/leads/messages'
import { createSharedRateLimiter } from '@/lib/shared-rate-limit'

import { submitRegistration, type RegistrationCaller, type RegistrationDeps } from './submit'

const limits = rateLimitEnv()

/** One limiter for both registration routes: a caller cannot double its allowance. */
const getRegistrationPayload = () => getPayload({ config })
const deps: RegistrationDeps = {
  payload: getRegistrationPayload,
  secret: serverEnv().PAYLOAD_SECRET,
  limiter: limits.disabled ? null : createSharedRateLimiter(getRegistrationPayload, limits),
}

export async function handleRegistrationPost(
  request: Request,
  kind: RegistrationCaller['kind'],
): Promise<Response> {
  const caller: RegistrationCaller =
    kind === 'api'
      ? { kind, expectedToken: registrationEnv().REGISTRATION_API_TOKEN }
      : { kind, siteOrigin: serverEnv().SITE_URL }
  try {
    return await submitRegistration(request, caller, deps)
  } catch (error) {
    console.error('[registration] could not store a registration', error)
    return reply(500, leadReplies.serverError)
  }
}
