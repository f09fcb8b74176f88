// Payload for the command-line scripts (the worker, the restore, the activity-log check, the
// migration of a PostgreSQL target), booted from the project's config as the site boots it.
import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/**
 * Boots Payload for a script from `config` (the `@payload-config` import, which each script makes
 * itself: statically, or dynamically after setting what the config reads, as the worker does),
 * without the `payload generate:types` Payload spawns at every boot outside production (the types
 * are generated and committed with schema changes). `cron` starts its schedules and scheduled runner
 * (the worker); `runJobs: false` keeps every runner off (a restore, which must not run jobs on
 * the database it is filling).
 */
export async function scriptPayload(
  config: SanitizedConfig | Promise<SanitizedConfig>,
  { cron = false, runJobs = true }: { cron?: boolean; runJobs?: boolean } = {},
): Promise<Payload> {
  const sanitized = await config
  return getPayload({
    config: {
      ...sanitized,
      typescript: { ...sanitized.typescript, autoGenerate: false },
      ...(runJobs ? {} : { jobs: { ...sanitized.jobs, autoRun: undefined } }),
    },
    ...(cron ? { cron: true } : {}),
  })
}
