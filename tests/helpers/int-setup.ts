// Each integration test file gets its own throwaway database, media folder and secret: a SQLite
// file in the `int` project, a new PostgreSQL database (dropped after the file) in `int-postgres`.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject, vi } from 'vitest'

import { forgetAll } from '@/kernel/runtime.mjs'

import { intEnvironment } from './int-environment'
import { intDir, startFromTemplate } from './int-templates'
import { forgetPayloadInstances } from './payload-instances'
import { createDatabase, databaseUrl, dropDatabase, endedByTeardown } from './postgres-databases'

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

// This file's database starts as a copy of the project's template, migrated and with the starting
// content (tests/helpers/int-templates.ts); its folders are its own.
const place = path.join(intDir, randomUUID())
// Registered before the file's own hooks, so it runs after them: the file's database and folders go.
afterAll(() => {
  for (const suffix of ['.db', '.db-wal', '.db-shm', '-media', '-private', '-backups']) {
    rmSync(place + suffix, { recursive: true, force: true })
  }
})
const postgres = inject('intPostgres')
const sqlite = inject('intSqliteTemplate')
let url: string
if (postgres) {
  const name = await createDatabase(postgres.baseUrl, postgres.prefix, postgres.template)
  url = databaseUrl(postgres.baseUrl, name)
  // Registered first, so it runs after the file's own afterAll has closed Payload's pool.
  afterAll(() => dropDatabase(postgres.baseUrl, name))
} else {
  url = `file:${place}.db`
}
const template = postgres ?? sqlite
if (template) startFromTemplate(template, place)
Object.assign(process.env, intEnvironment(process.env, url, place))
