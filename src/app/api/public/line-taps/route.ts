import { endpointLimiter } from '@/kernel/api/limits'
import { getAppPayload } from '@/kernel/payload'

import { lineTapEndpoint } from '@/features/insights/line-taps'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/line-taps: a tap on a LINE chat button. A visitor taps a few times; a script
 * counting thousands may not.
 */
export const POST = lineTapEndpoint({
  payload: getAppPayload,
  limiter: endpointLimiter({ burst: 10, perHour: 60 }),
})
