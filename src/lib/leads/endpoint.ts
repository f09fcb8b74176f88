import 'server-only'

import { endpointLimiter, formLimits } from '@/lib/api/limits'
import { isStoredRequest } from '@/lib/api/stored-request'
import { noticeVersions } from '@/lib/content/published'
import { env } from '@/lib/env'
import { salesNotifier } from '@/lib/notifications/process'
import { getAppPayload } from '@/lib/payload'

import { leadEndpoint } from './submit'
import { createLeadWriter } from './writer'

/** POST /api/public/leads with the process-wide writer, limiter and notifications. */
export const handleLeadPost = leadEndpoint({
  secret: env.PAYLOAD_SECRET,
  writer: createLeadWriter(getAppPayload),
  isStored: async (idempotencyKey) =>
    isStoredRequest(await getAppPayload(), 'leads', idempotencyKey),
  limiter: endpointLimiter(formLimits()),
  afterStored: salesNotifier.askToNotify,
  noticeVersion: async () => (await noticeVersions(await getAppPayload())).notice,
})
