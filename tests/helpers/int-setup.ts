// Each integration test file gets its own throwaway database, media folder and secret: a SQLite
// file in the `int` project, a new PostgreSQL database (dropped after the file) in `int-postgres`.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject, vi } from 'vitest'

import { forgetAll } from '@/kernel/runtime.mjs'

import { forgetPayloadInstances } from './payload-instances'
import { createDatabase, databaseUrl, dropDatabase, endedByTeardown } from './postgres-databases'

// Payload checks outside production that every @payloadcms package has its own version, in the
// background: the plugins published only at 3.90.1 (email-nodemailer, storage-s3, live-preview)
// are aligned to ours by package.json's overrides on purpose, and its rejection would land in
// whichever test file is running when it settles.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
// No role needs a second factor on these databases unless a test says so (the security setting).
process.env.TWO_FACTOR_REQUIRED_ROLES ??= ''

// The file's database is dropped WITH (FORCE) at its end (below). A connection still open then
// (the app's own Payload, which a test reaches through a route handler, finishing a background job
// run after the file's last test) is ended by the server, and pg reports it as an error event that
// no one listens to: an uncaught exception that fails the run though every test passed. Those two
// errors, and only those, are expected at teardown.
type Connect = (this: pg.Client, ...args: unknown[]) => unknown
const connect = pg.Client.prototype.connect as unknown as Connect
pg.Client.prototype.connect = function (this: pg.Client & { __teardownGuard?: boolean }, ...args) {
  if (!this.__teardownGuard) {
    this.__teardownGuard = true
    this.on('error', (error: Error & { code?: string }) => {
      if (!endedByTeardown(error)) throw error
    })
  }
  return connect.apply(this, args)
} as Connect as unknown as typeof pg.Client.prototype.connect

// Files share their worker's module cache (isolate: false in vitest.config.mts): Payload, Next and
// the other packages are loaded once per worker instead of once per file (two thirds of the
// integration tests' time). So that each file still starts as in a process of its own, our modules
// are evaluated afresh for it (they read the variables set below), and after it Payload's instance
// cache and our runtime registry are emptied and the environment is put back as it was.
const environmentBefore = { ...process.env }
vi.resetModules()
afterAll(() => {
  forgetPayloadInstances()
  forgetAll()
  for (const key of Object.keys(process.env)) {
    if (!(key in environmentBefore)) delete process.env[key]
  }
  Object.assign(process.env, environmentBefore)
})

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
// The erasure ledger (lib/backup) goes beside this file's backups, never the project's.
process.env.BACKUP_DIR = path.join(dir, `${id}-backups`)
// Never a bucket configured in .env: the seed reuses the real covers' file names.
for (const key of Object.keys(process.env).filter((name) => name.startsWith('S3_'))) {
  process.env[key] = ''
}
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
