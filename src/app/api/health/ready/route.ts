import { roleOf } from '@/kernel/access/roles'
import { getAppPayload } from '@/kernel/payload'

import { checkDeadlineMs, readiness, withinDeadline } from '@/features/operations/health'

export const dynamic = 'force-dynamic'

/** Whether the request carries an admin's session or token (only then are the checks shown). */
async function fromAnAdmin(request: Request): Promise<boolean> {
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) return false
  try {
    const payload = await getAppPayload()
    const { user } = await withinDeadline(
      payload.auth({ headers: request.headers }),
      checkDeadlineMs,
    )
    return roleOf({ user }) === 'admin'
  } catch {
    return false
  }
}

/**
 * GET /api/health/ready: readiness, for a load balancer (send traffic only while it answers 200)
 * and an orchestrator's readiness probe. 200 `{status: "ok"}` or 503 `{status: "unavailable"}`;
 * an admin also sees each check with its time and problem (features/operations/health.ts).
 */
export async function GET(request: Request) {
  const { ready, checks } = await readiness(getAppPayload)
  const body: Record<string, unknown> = { status: ready ? 'ok' : 'unavailable' }
  if (await fromAnAdmin(request)) body.checks = checks
  return Response.json(body, {
    status: ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
