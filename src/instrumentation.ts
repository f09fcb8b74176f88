/**
 * Runs once when the server starts (Next's instrumentation hook): Payload starts with it, not
 * with the first request that needs it, so the scheduled jobs (a publication at its minute,
 * housekeeping, notification retries) run on a server nobody has visited yet, and the redirect
 * table and the running A/B tests are loaded before the first visitor arrives.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const runtime = await import('@/kernel/runtime.mjs')
  // Under `next start` or another wrapper the site would run without its view counter, A/B picks,
  // redirects and graceful stop: the process ends here with a sentence saying so (a production
  // build only).
  runtime.requireServerWrapper()
  // Not kernel/payload.ts: this hook is not a server component, where 'server-only' may be imported.
  const [
    { default: config },
    { getPayload },
    { startRedirectTable },
    { stopJobs },
    { startExperimentRegistry },
    { storeViews },
    { registerViewStore },
    { env },
  ] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/features/site-content/redirects'),
    import('@/kernel/server/lifecycle'),
    import('@/features/experiments/registry'),
    import('@/features/insights/views/store'),
    import('@/features/insights/views/view-counter.mjs'),
    import('@/kernel/env'),
  ])
  // `cron`: Payload starts its job schedules and its scheduled runner (payload.config.ts,
  // jobs.autoRun) only for a getPayload that asks for them. Asked here, they run from the start on
  // every instance, not only once an admin or REST request happened to load Payload that way;
  // jobs.shouldAutoRun still keeps them idle with JOBS_AUTORUN=0.
  const payload = await getPayload({ config, cron: true })
  // The redirect table in memory, kept current (the server answers redirects from it), and so the
  // running A/B tests (the server picks a variant per view from them).
  await startRedirectTable(payload)
  await startExperimentRegistry(payload)
  // Where the page views the server counts are stored, a batch every couple of seconds.
  const ownHost = new URL(env.SITE_URL).hostname
  registerViewStore((views) => storeViews(payload, views, ownHost))
  // What the production server calls on SIGTERM once it stops taking connections
  // (scripts/serve.mjs): job runs finish within the deadline or release their claims. Resolves
  // with the number of jobs released.
  runtime.provide('stopJobs', (deadlineMs: number) => stopJobs(payload, deadlineMs))
}
