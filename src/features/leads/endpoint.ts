import 'server-only'

import { endpointLimiter, formLimits } from '@/kernel/api/limits'
import { isStoredRequest } from '@/kernel/api/stored-request'
import { noticeVersions } from '@/kernel/content/published'
import { env } from '@/kernel/env'
import { getAppPayload } from '@/kernel/payload'

import { salesNotifier } from '@/features/notifications/server'

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
