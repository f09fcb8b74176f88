// Run with tsx by the start scripts (scripts/lib/build.mjs), outside Next: checks the
// environment, applies pending migrations, then seeds. A setting the operator must change (an
// invalid variable, a refused ADMIN_PASSWORD) ends it with what to change and no stack trace.
import { env, parseEnv } from '@/kernel/env'

import { configurationExit } from './lib/exit-codes.mjs'

try {
  parseEnv(process.env)
} catch (error) {
  console.error(`[clinic-plus] ${(error as Error).message}`)
  process.exit(configurationExit)
}

// After the check: the configuration reads the environment as it loads.
const [{ default: config }, { getPayload }, { committedMigrations }, { seed, StartRefused }] =
  await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/migrations/committed'),
    import('@/seed'),
  ])

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations(env.DATABASE_URL) })
try {
  await seed(payload)
} catch (error) {
  // Something the operator fixes in the environment (a refused ADMIN_PASSWORD): that line alone.
  if (!(error instanceof StartRefused)) throw error
  console.error(`[clinic-plus] ${error.message}`)
  await payload.destroy()
  process.exit(configurationExit)
}
await payload.destroy()
process.exit(0)
