import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { serverEnv } from '@/lib/env'
import { committedMigrations } from '@/migrations/committed'

/** Boots Payload on this test file's fresh database and applies the committed migrations. */
export async function getTestPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations(serverEnv().DATABASE_URL) })
  return payload
}
