import { endpointLimiter } from '@/lib/api/limits'
import { lineTapEndpoint } from '@/lib/line-taps/submit'
import { getAppPayload } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/line-taps: a tap on a LINE chat button. A visitor taps a few times; a script
 * counting thousands may not.
 */
export const POST = lineTapEndpoint({
  payload: getAppPayload,
  limiter: endpointLimiter({ burst: 10, perHour: 60 }),
})
