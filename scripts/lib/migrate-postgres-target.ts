// Applies the committed migrations to the database DATABASE_URL points to, nothing else (no seed).
// Run in a process of its own by scripts/migrate-to-postgres.ts, with DATABASE_URL set to the
// PostgreSQL target before the config is imported: the config reads it once, at import.
import { env } from '@/kernel/env'
import { committedMigrations } from '@/migrations/committed'
import config from '@payload-config'

import { scriptPayload } from './script-payload'

const payload = await scriptPayload(config)
await payload.db.migrate({ migrations: committedMigrations(env.DATABASE_URL) })
await payload.destroy()
process.exit(0)
