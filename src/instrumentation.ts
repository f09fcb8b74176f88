/**
 * Runs once when the server starts (Next's instrumentation hook): Payload starts with it, not
 * with the first request that needs it, so the scheduled jobs (a publication at its minute,
 * housekeeping, notification retries) run on a server nobody has visited yet, and the redirect
 * table is loaded before the first visitor arrives.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Not lib/payload.ts: this hook is not a server component, where 'server-only' may be imported.
  const [{ default: config }, { getPayload }, { startRedirectTable }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('./lib/content/redirects'),
  ])
  // The redirect table in memory, kept current (the server answers redirects from it).
  await startRedirectTable(await getPayload({ config }))
}
