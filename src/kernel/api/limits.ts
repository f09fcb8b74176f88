import 'server-only'

import type { TokenBucketOptions } from '@/kernel/api/rate-limit'
import { createSharedRateLimiter } from '@/kernel/api/shared-rate-limit'
import { env } from '@/kernel/env'
import { getAppPayload } from '@/kernel/payload'

/** The lead and registration endpoints' bucket per address (LEAD_RATE_LIMIT_*). */
export const formLimits = (): TokenBucketOptions => ({
  burst: env.LEAD_RATE_LIMIT_BURST,
  perHour: env.LEAD_RATE_LIMIT_PER_HOUR,
})

/**
 * A public endpoint's per-address limiter, shared by every app instance (database or Redis);
 * none with RATE_LIMIT_DISABLED=1, which is for benchmarks only.
 */
export const endpointLimiter = (limits: TokenBucketOptions) =>
  env.RATE_LIMIT_DISABLED ? null : createSharedRateLimiter(getAppPayload, limits)
