// Each integration test file gets its own throwaway database, media folder and secret: a SQLite
// file in the `int` project, a new PostgreSQL database (dropped after the file) in `int-postgres`.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'

import { createDatabase, databaseUrl, dropDatabase } from './postgres-databases'

const dir = path.join(os.tmpdir(), 'clinic-plus-int')
mkdirSync(dir, { recursive: true })
const id = randomUUID()
const postgres = inject('intPostgres')
if (postgres) {
  const name = await createDatabase(postgres.baseUrl, postgres.prefix)
  process.env.DATABASE_URL = databaseUrl(postgres.baseUrl, name)
  // Registered first, so it runs after the file's own afterAll has closed Payload's pool.
  afterAll(() => dropDatabase(postgres.baseUrl, name))
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, `${id}.db`)}`
}
process.env.MEDIA_DIR = path.join(dir, `${id}-media`)
process.env.PRIVATE_FILES_DIR = path.join(dir, `${id}-private`)
// Never a bucket configured in .env: the seed reuses the real covers' file names.
for (const key of Object.keys(process.env).filter((name) => name.startsWith('S3_'))) {
  process.env[key] = ''
}
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
