export const dynamic = 'force-dynamic'

/**
 * GET /api/health/live: liveness, for a container orchestrator (restart the process when it
 * stops answering). The process answers; nothing else is asked, the database least of all: a
 * database outage must not restart every instance. The production server (scripts/serve.mjs)
 * answers it before Next; this route answers under `next dev` and `next start`.
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
