import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'

import { env, isPostgresUrl } from '@/kernel/env'
import { committedMigrations } from '@/migrations/committed'
import { seedContent } from '@/seed/content'
import config from '@payload-config'

import { endedByTeardown } from './postgres-databases'

/** The database this test file runs on (the setup file has chosen it before any import). */
export const databaseKind: 'sqlite' | 'postgres' = isPostgresUrl(env.DATABASE_URL)
  ? 'postgres'
  : 'sqlite'

/**
 * Payload's destroy() leaves the PostgreSQL adapter's pool open, so dropping a test database WITH
 * (FORCE) ends its idle connections, which the pool reports as an error nobody listens to: the
 * server's 57P01, or, when the socket closes first, "Connection terminated unexpectedly" (seen in
 * CI as an uncaught exception failing a run whose tests had all passed).
 */
export function ignoreForcedDisconnects(adapter: PostgresAdapter): void {
  adapter.pool.on('error', (error: Error & { code?: string }) => {
    if (!endedByTeardown(error)) throw error
  })
}

/** Boots Payload on this test file's fresh database, migrated and with the starting content. */
export async function getTestPayload(): Promise<Payload> {
  const sanitized = await config
  // Outside production Payload spawns `payload generate:types` at every boot; one per test file
  // is a lot of CPU for nothing (the types are generated and committed with schema changes).
  // Jobs run when a test runs them: no cron queues or runs any in the background.
  const payload = await getPayload({
    config: {
      ...sanitized,
      typescript: { ...sanitized.typescript, autoGenerate: false },
      jobs: { ...sanitized.jobs, autoRun: undefined },
    },
  })
  if (databaseKind === 'postgres') ignoreForcedDisconnects(payload.db as unknown as PostgresAdapter)
  await payload.db.migrate({ migrations: committedMigrations(env.DATABASE_URL) })
  // The site's content as `npm start` publishes it (the prices, the notice's versions...).
  await seedContent(payload)
  return payload
}
