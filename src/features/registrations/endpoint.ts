import 'server-only'

import { endpointLimiter, formLimits } from '@/kernel/api/limits'
import { env } from '@/kernel/env'
import { getAppPayload } from '@/kernel/payload'

import { salesNotifier } from '@/features/notifications/server'

import { registrationEndpoint, type RegistrationDeps } from './submit'

/** One limiter for both registration routes: a caller cannot double its allowance. */
const deps: RegistrationDeps = {
  payload: getAppPayload,
  secret: env.PAYLOAD_SECRET,
  limiter: endpointLimiter(formLimits()),
  afterStored: salesNotifier.askToNotify,
}

/** POST /api/v2/register: machine clients with `Authorization: Bearer <REGISTRATION_API_TOKEN>`. */
export const handleApiRegistration = registrationEndpoint(
  { kind: 'api', expectedToken: env.REGISTRATION_API_TOKEN },
  deps,
)

/** POST /api/public/register: the site's own register(), same origin only, no secret. */
export const handleSiteRegistration = registrationEndpoint(
  { kind: 'site', siteOrigin: env.SITE_URL },
  deps,
)
