import { issueFormToken } from '@/kernel/api/form-token.mjs'
import { env } from '@/kernel/env'

export const dynamic = 'force-dynamic'

/** GET /api/public/leads/token: a signed form-render timestamp, fetched when the form appears. */
export function GET() {
  return Response.json(
    { token: issueFormToken(env.PAYLOAD_SECRET) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
