// Run with tsx by the start scripts (scripts/lib/build.mjs), outside Next: applies pending
// migrations, then seeds.
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/lib/env'
import { committedMigrations } from '@/migrations/committed'
import { seed } from '@/seed'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations(env.DATABASE_URL) })
await seed(payload)
await payload.destroy()
process.exit(0)
