import { metricsReply } from '@/lib/ops/scrape'
import { getAppPayload } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics: this instance's metrics in Prometheus' text format, behind METRICS_TOKEN
 * (lib/ops/scrape.ts).
 */
export function GET(request: Request) {
  return metricsReply(request, getAppPayload)
}
