import { getAppPayload } from '@/kernel/payload'

import { metricsReply } from '@/features/operations/scrape'

export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics: this instance's metrics in Prometheus' text format, behind METRICS_TOKEN
 * (features/operations/scrape.ts).
 */
export function GET(request: Request) {
  return metricsReply(request, getAppPayload)
}
