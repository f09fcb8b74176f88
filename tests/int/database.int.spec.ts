import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/kernel/env'
import { committedMigrations } from '@/migrations/committed'
import { seed } from '@/seed'

import { databaseKind, getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

async function pragma(name: string): Promise<unknown> {
  const client = (
    payload.db as unknown as {
      client: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
    }
  ).client
  const { rows } = await client.execute(`PRAGMA ${name};`)
  return Object.values(rows[0] ?? {})[0]
}

if (databaseKind === 'sqlite') {
  describe('SQLite database', () => {
    it('keeps WAL, synchronous FULL and a busy timeout of at least 5 s after a transaction', async () => {
      // libsql opens a fresh connection after every transaction; the PRAGMAs must follow it.
      await payload.create({
        collection: 'users',
        data: { email: 'pragma-check@example.com', password: 'a-long-password', role: 'admin' },
        overrideAccess: true,
      })
      expect(String(await pragma('journal_mode')).toLowerCase()).toBe('wal')
      // synchronous: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
      expect(Number(await pragma('synchronous'))).toBe(2)
      expect(Number(await pragma('busy_timeout'))).toBeGreaterThanOrEqual(5000)
    })

    // kernel/db/durable-sqlite.ts relies on two things of the installed packages; each test names
    // the version it was checked against, and fails when the shape changes.
    it("runs Payload's adapter on our own client, with its busyTimeout and wal options", () => {
      const db = payload.db as unknown as {
        client: unknown
        drizzle: { $client: unknown }
        busyTimeout: number
        wal: false | { synchronous: string; journalSizeLimit: number }
      }
      expect(
        db.drizzle.$client,
        '@payloadcms/db-sqlite (checked at 3.90.2) no longer builds Drizzle on a client it finds in connect(): durable-sqlite.ts needs another way in',
      ).toBe(db.client)
      expect(db.busyTimeout).toBe(5000)
      expect(db.wal).toMatchObject({ synchronous: 'FULL' })
    })

    it('has libsql hand its connection to a transaction and open a fresh one after', async () => {
      const file = path.join(os.tmpdir(), `libsql-handover-${process.pid}-${Date.now()}.db`)
      const client = createClient({ url: `file:${file}` })
      try {
        await client.execute('PRAGMA busy_timeout = 1234;')
        const transaction = await client.transaction('write')
        await transaction.execute('CREATE TABLE t (x)')
        await transaction.commit()
        transaction.close()
        const { rows } = await client.execute('PRAGMA busy_timeout;')
        expect(
          Number(Object.values(rows[0] ?? {})[0]),
          '@libsql/client (checked at 0.14.0) kept its connection after a transaction: durable-sqlite.ts re-applies the PRAGMAs after each hand-over, which may now be unneeded',
        ).toBe(0)
      } finally {
        client.close()
        await fs.rm(file, { force: true })
      }
    })

    it('lets a write outside a transaction wait its turn while a transaction is open', async () => {
      // Payload's job runner writes outside transactions. On a second connection such a write
      // would wait in SQLite's busy handler, which blocks the event loop, so the open transaction
      // could not commit: a 5 s stall, then SQLITE_BUSY.
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await payload.create({
        collection: 'consents',
        data: { consentId: 'in-transaction', categories: ['necessary'], policyVersion: 'v1' },
        overrideAccess: true,
        req,
      })
      const started = Date.now()
      // The database adapter's own create, with no transaction: one INSERT outside.
      const outside = payload.db.create({
        collection: 'consents',
        data: { consentId: 'outside', categories: ['necessary'], policyVersion: 'v1' },
        req: await createLocalReq({}, payload),
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      await commitTransaction(req)
      await outside
      expect(Date.now() - started).toBeLessThan(2_000)
      const { totalDocs } = await payload.count({
        collection: 'consents',
        where: { consentId: { in: ['in-transaction', 'outside'] } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(2)
    })
  })
}

if (databaseKind === 'postgres') {
  describe('PostgreSQL database', () => {
    it('compiles no query just in time, on any of its connections', async () => {
      // A page's content is one query of some twenty lateral joins whose estimated cost passes
      // PostgreSQL's JIT thresholds on small tables: it spent 1.05 s compiling a query that ran
      // in 1 ms (the home page's, EXPLAIN ANALYZE on PostgreSQL 15), so a page rendered after a
      // publication took over a second on whichever instance met it first.
      const pool = (payload.db as unknown as PostgresAdapter).pool
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()])
      try {
        for (const client of clients) {
          const { rows } = await client.query<{ jit: string }>('SHOW jit')
          expect(rows[0]?.jit).toBe('off')
        }
      } finally {
        for (const client of clients) client.release()
      }
    })
  })
}

describe(`migrations (${databaseKind})`, () => {
  it("has applied every committed migration of this database's folder", async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      limit: 100,
      sort: 'name',
    })
    const committed = committedMigrations(env.DATABASE_URL).map((migration) => migration.name)
    expect(committed.length).toBeGreaterThan(0)
    expect(docs.map((doc) => doc.name)).toEqual([...committed].sort())
  })
})

describe('users', () => {
  it('are not readable without a logged-in user', async () => {
    await expect(
      payload.find({ collection: 'users', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('seed', () => {
  it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD once, and only when no user exists', async () => {
    process.env.ADMIN_EMAIL = 'owner@example.com'
    process.env.ADMIN_PASSWORD = 'a-long-password'
    process.env.ADMIN_NAME = 'สมศรี เจ้าของคลินิก'
    try {
      // Straight in the database: the collection itself refuses to delete its last admin.
      await payload.db.deleteMany({ collection: 'users', where: {} })
      await seed(payload)
      await seed(payload)
      const { docs } = await payload.find({ collection: 'users', overrideAccess: true })
      expect(docs.map((user) => [user.email, user.role, user.name])).toEqual([
        ['owner@example.com', 'admin', 'สมศรี เจ้าของคลินิก'],
      ])
    } finally {
      delete process.env.ADMIN_EMAIL
      delete process.env.ADMIN_PASSWORD
      delete process.env.ADMIN_NAME
    }
  })
})
