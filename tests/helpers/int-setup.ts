// Each integration test file gets its own throwaway database, media folder and secret: a SQLite
// file in the `int` project, a new PostgreSQL database (dropped after the file) in `int-postgres`.
import { randomUUID } from 'node:crypto'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject, vi } from 'vitest'

import { forgetAll } from '@/kernel/runtime.mjs'
import { beginStop, runsEnded } from '@/kernel/server/lifecycle'

import { intEnvironment } from './int-environment'
import { intDir, removeDatabaseFiles, startFromTemplate } from './int-templates'
import { forgetPayloadInstances } from './payload-instances'
import { createDatabase, databaseUrl, dropDatabase, endedByTeardown } from './postgres-databases'

// The file's database is dropped WITH (FORCE) at its end (below). A connection still open then
// (the app's own Payload, which a test reaches through a route handler, finishing a background job
// run after the file's last test) is ended by the server, and pg reports it as an error event that
// no one listens to: an uncaught exception that fails the run though every test passed. Those two
// errors, and only those, are expected at teardown.
// pg is loaded once per worker (isolate: false, below) and this file runs before every test file:
// the method is wrapped once.
type Connect = ((this: pg.Client, ...args: unknown[]) => unknown) & { teardownGuarded?: true }
const connect = pg.Client.prototype.connect as unknown as Connect
if (!connect.teardownGuarded) {
  const guarded: Connect = function (this: pg.Client & { __teardownGuard?: boolean }, ...args) {
    if (!this.__teardownGuard) {
      this.__teardownGuard = true
      this.on('error', (error: Error & { code?: string }) => {
        if (!endedByTeardown(error)) throw error
      })
    }
    return connect.apply(this, args)
  }
  guarded.teardownGuarded = true
  pg.Client.prototype.connect = guarded as unknown as typeof pg.Client.prototype.connect
}

// Files share their worker's module cache (isolate: false in vitest.config.mts): Payload, Next and
// the other packages are loaded once per worker instead of once per file (two thirds of the
// integration tests' time). So that each file starts as it would in a process of its own, before
// it and again after it Payload's instance cache and our runtime registry are emptied, Vitest's
// stubbed variables and fake timers undone and the environment put back as the worker started
// (kept once per worker: a file whose own afterAll failed skips the one below), and our modules
// are evaluated afresh for it (they read the variables set below). What a package keeps at its
// module level (pg's connect, above) is wrapped once; background work a file started is stopped
// after it (below); anything else a file leaves running is the file's to undo.
const workerEnvironmentKey = Symbol.for('clinic-plus.int.environment')
// Not the runtime registry: that is emptied between files.
// eslint-disable-next-line no-restricted-globals
const holder = globalThis as unknown as Record<symbol, NodeJS.ProcessEnv | undefined>
const environmentBefore = (holder[workerEnvironmentKey] ??= { ...process.env })
function startAfresh() {
  forgetPayloadInstances()
  forgetAll()
  vi.unstubAllEnvs()
  vi.useRealTimers()
  for (const key of Object.keys(process.env)) {
    if (!(key in environmentBefore)) delete process.env[key]
  }
  Object.assign(process.env, environmentBefore)
}
startAfresh()
vi.resetModules()
afterAll(startAfresh)

// This file's database starts as a copy of the project's template, migrated and with the starting
// content (tests/helpers/int-templates.ts); its folders are its own.
const place = path.join(intDir, randomUUID())
// Registered before the file's own hooks, so it runs after them: the file's database and folders go.
afterAll(() => removeDatabaseFiles(place))
const postgres = inject('intPostgres')
const sqlite = inject('intSqliteTemplate')
let url: string
if (postgres) {
  const name = await createDatabase(postgres.baseUrl, postgres.prefix, postgres.template)
  url = databaseUrl(postgres.baseUrl, name)
  // Registered before the file's own hooks, so it runs after them (the file has destroyed its
  // Payload; the pool's idle connections are ended by the drop, see above).
  afterAll(() => dropDatabase(postgres.baseUrl, name))
} else {
  url = `file:${place}.db`
}
const template = postgres ?? sqlite
if (template) startFromTemplate(template, place)
Object.assign(process.env, intEnvironment(process.env, url, place))

// Registered last, so it runs first of these, right after the file's own hooks: the background
// work the file started (a lead's notifications run when requests pause, the redirect and A/B
// tables' refresh) stops as in a graceful stop, and its runs under way end, before the file's
// database goes and the next file's variables are set. Left running, a timer of this file's fired
// in the next one and opened that file's database (SQLITE_BUSY, missing tables).
afterAll(async () => {
  beginStop()
  await runsEnded()
})
