// A backup taken while the production server takes a steady stream of leads, restored into a
// fresh database with `npm run restore`: every lead acknowledged before the backup began is there
// exactly once, a person erased after the backup is not, and the restored site serves its pages
// and its admin. On SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase, prepareDatabase } from '../../scripts/lib/build.mjs'
import { fetchWithDeadline } from '../../scripts/lib/fetch-with-deadline.mjs'
import { formToken, leadBody, postLead } from '../../scripts/lib/leads-client.mjs'
import { loadLocalEnv, projectRoot } from '../../scripts/lib/local-env.mjs'
import { runScript } from '../../scripts/lib/run.mjs'
import { withScratchPostgres } from '../../scripts/lib/scratch-postgres.mjs'
import { scriptAdmin, startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

const port = Number(process.env.BACKUP_TEST_PORT || 3341)
const erasedPerson = { email: 'erase-me@example.com', phone: '089-999-0001' }

let backupDir: string
/** The source's server while a round runs. */
let running: Awaited<ReturnType<typeof startServer>> | undefined

afterEach(async () => {
  running?.stop()
  await running?.exited
  running = undefined
})
let keyEnv: Record<string, string>

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  await freshSqliteDatabase('backup.db')
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-plus-backups-'))
  keyEnv = {
    BACKUP_DIR: backupDir,
    BACKUP_ENCRYPTION_KEY: 'backup-system-test-key-0123456789abcdef',
  }
})

afterAll(() => rm(backupDir, { recursive: true, force: true }))

type Database = {
  url: string
  /** Idempotency keys of the stored leads, with how often each is stored. */
  keys(): Promise<Map<string, number>>
  emails(): Promise<string[]>
  erasureLog(): Promise<number>
}

function sqliteDatabase(file: string): Database {
  const query = async (sql: string) => {
    const client = createClient({ url: `file:${file}` })
    try {
      return (await client.execute(sql)).rows
    } finally {
      client.close()
    }
  }
  return {
    url: `file:${file}`,
    keys: async () =>
      new Map(
        (await query('SELECT idempotency_key AS k, count(*) AS n FROM leads GROUP BY 1')).map(
          (row) => [String(row.k), Number(row.n)],
        ),
      ),
    emails: async () => (await query('SELECT email FROM leads')).map((row) => String(row.email)),
    erasureLog: async () =>
      Number(
        (await query("SELECT count(*) AS n FROM data_subject_requests WHERE type = 'erasure'"))[0]
          .n,
      ),
  }
}

function postgresDatabase(url: string): Database {
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  return {
    url,
    keys: async () =>
      new Map(
        (await query('SELECT idempotency_key AS k, count(*) AS n FROM leads GROUP BY 1')).map(
          (row) => [String(row.k), Number(row.n)],
        ),
      ),
    emails: async () => (await query('SELECT email FROM leads')).map((row) => String(row.email)),
    erasureLog: async () =>
      Number(
        (await query("SELECT count(*) AS n FROM data_subject_requests WHERE type = 'erasure'"))[0]
          .n,
      ),
  }
}

async function api(url: string, route: string, body: unknown, token?: string) {
  const response = await fetchWithDeadline(`${url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/**
 * The whole round: serve `source` with leads streaming in, back it up mid-stream, erase a person,
 * restore into `target`, check the restored rows and serve them.
 */
async function roundTrip(
  label: string,
  source: Database,
  target: Database,
  env: Record<string, string>,
  targetEnv: Record<string, string> = {},
) {
  const serverEnv = { ...env, DATABASE_URL: source.url, RATE_LIMIT_DISABLED: '1' }
  const server = await startServer({ port, env: serverEnv, refreshPages: false })
  // Stopped by afterEach should an expectation fail before the end of this round.
  running = server
  const { body: admin } = await api(server.url, '/api/users/first-register', scriptAdmin)
  expect(admin.token).toBeTruthy()

  // The person who will ask to be erased, stored before the backup.
  const personLead = JSON.parse(leadBody(0, formToken()))
  const stored = await postLead(
    server.url,
    JSON.stringify({ ...personLead, ...erasedPerson, fullname: 'ผู้ขอลบ ข้อมูล' }),
    { 'idempotency-key': `${label}-person` },
  )
  expect(stored).toBe(200)
  // Someone else who wrote from the same address (a clinic's shared inbox): staff keep their lead.
  const colleague = await postLead(
    server.url,
    JSON.stringify({
      ...JSON.parse(leadBody(1, formToken())),
      ...erasedPerson,
      fullname: 'เพื่อนร่วมงาน คลินิกเดียวกัน',
    }),
    { 'idempotency-key': `${label}-colleague` },
  )
  expect(colleague).toBe(200)

  // A steady stream, 40 leads a second; each acknowledgement remembers when it arrived.
  const acknowledgedAt = new Map<string, number>()
  let sending = true
  let sent = 0
  const inFlight = new Set<Promise<void>>()
  const stream = (async () => {
    while (sending) {
      const n = sent++
      const key = `${label}-${n}`
      const request: Promise<void> = postLead(server.url, leadBody(n), {
        'idempotency-key': key,
      }).then((status) => {
        if (status === 200) acknowledgedAt.set(key, Date.now())
        inFlight.delete(request)
      })
      inFlight.add(request)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()

  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const backupBegan = Date.now()
  const backupCode = await runScript('scripts/backup.ts', [], {
    env: { ...process.env, ...serverEnv },
  })
  expect(backupCode).toBe(0)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  sending = false
  await stream
  await Promise.all(inFlight)

  // Erased after the backup, through the admin's data-subject tool.
  const search = await api(
    server.url,
    '/api/data-subject-requests/search',
    { identifier: erasedPerson.email },
    admin.token,
  )
  expect(search.body.leads).toHaveLength(2)
  const erase = await api(
    server.url,
    '/api/data-subject-requests/erase',
    {
      identifier: erasedPerson.email,
      confirm: true,
      // Only the person's own lead, as staff confirm it; the colleague's stays.
      leadIds: search.body.leads
        .filter((lead: { name: string }) => lead.name === 'ผู้ขอลบ ข้อมูล')
        .map((lead: { id: number }) => lead.id),
      registrationIds: [],
    },
    admin.token,
  )
  expect(erase.status).toBe(200)
  server.stop()
  await server.exited
  running = undefined

  const before = [...acknowledgedAt].filter(([, at]) => at < backupBegan).map(([key]) => key)
  const after = acknowledgedAt.size - before.length
  console.log(
    `[${label}] ${sent} sent, ${before.length} acknowledged before the backup, ${after} after`,
  )
  expect(before.length).toBeGreaterThan(20)
  expect(after).toBeGreaterThan(0)

  const backups = (await readdir(backupDir)).filter((name) => name.endsWith('.backup'))
  const file = path.join(backupDir, backups.sort().at(-1)!)
  const restoreEnv = { ...process.env, ...env, ...targetEnv, DATABASE_URL: target.url }
  expect(await runScript('scripts/restore.ts', [file], { env: restoreEnv })).toBe(0)

  const keys = await target.keys()
  const missing = before.filter((key) => !keys.has(key))
  const twice = before.filter((key) => (keys.get(key) ?? 0) > 1)
  expect(missing).toEqual([])
  expect(twice).toEqual([])
  // The erased person was in the backup, and is gone from what it restored.
  expect(keys.has(`${label}-person`)).toBe(false)
  // Only what the erasure took: the colleague's lead, in the backup and never erased, is back.
  expect(keys.get(`${label}-colleague`)).toBe(1)
  expect((await target.emails()).filter((email) => email === erasedPerson.email)).toHaveLength(1)
  // The erasure is in the restored log again, marked as re-applied.
  expect(await target.erasureLog()).toBe(1)
  // A second restore into the now non-empty database is refused without --force, saying why.
  // As `npm run restore -- <file>` runs it.
  const again = spawnSync(
    process.execPath,
    ['scripts/with-env.mjs', 'tsx', 'scripts/restore.ts', file],
    { env: restoreEnv, cwd: projectRoot, encoding: 'utf8' },
  )
  expect(again.status).not.toBe(0)
  expect(again.stderr + again.stdout).toMatch(/already holds \d+ tables[\s\S]*--force/)
  expect(await target.keys()).toEqual(keys)

  // The restored site serves its pages and its admin, where the team can sign in again.
  const restored = await startServer({
    port,
    env: { ...env, ...targetEnv, DATABASE_URL: target.url, RATE_LIMIT_DISABLED: '1' },
    refreshPages: true,
  })
  try {
    expect((await fetchWithDeadline(`${restored.url}/`)).status).toBe(200)
    expect((await fetchWithDeadline(`${restored.url}/admin/login`)).status).toBe(200)
  } finally {
    restored.stop()
    await restored.exited
  }
}

describe('a backup taken while leads arrive, restored', () => {
  it('on SQLite keeps every lead acknowledged before it, once, and not the erased person', async () => {
    const source = await freshSqliteDatabase('backup-source.db')
    const targetFile = path.join(projectRoot, 'data', 'backup-restored.db')
    for (const suffix of ['', '-wal', '-shm']) await rm(targetFile + suffix, { force: true })
    const sourceMedia = String(process.env.MEDIA_DIR)
    const restoredMedia = await mkdtemp(path.join(os.tmpdir(), 'clinic-plus-restored-media-'))
    try {
      await roundTrip(
        'sqlite',
        sqliteDatabase(source),
        sqliteDatabase(targetFile),
        { ...keyEnv, MEDIA_DIR: sourceMedia },
        { MEDIA_DIR: restoredMedia },
      )
      // The media folder travels with a backup when media are not in a bucket.
      const original = (await readdir(sourceMedia, { recursive: true })).sort()
      expect(original.length).toBeGreaterThan(0)
      expect((await readdir(restoredMedia, { recursive: true })).sort()).toEqual(original)
    } finally {
      await rm(restoredMedia, { recursive: true, force: true })
    }
  })

  // Registered only with a PostgreSQL server to run on, never skipped.
  if (process.env.TEST_DATABASE_URL) {
    it('on PostgreSQL keeps every lead acknowledged before it, once, and not the erased person', async () => {
      const base = process.env.TEST_DATABASE_URL!
      const restoredMedia = await mkdtemp(path.join(os.tmpdir(), 'clinic-plus-restored-media-'))
      await withScratchPostgres(base, 'clinic_backup_source', async (sourceUrl: string) => {
        await prepareDatabase({ ...process.env, DATABASE_URL: sourceUrl })
        await withScratchPostgres(base, 'clinic_backup_target', async (targetUrl: string) => {
          await roundTrip(
            'postgres',
            postgresDatabase(sourceUrl),
            postgresDatabase(targetUrl),
            keyEnv,
            { MEDIA_DIR: restoredMedia },
          )
        })
      })
    })
  }
})

describe('a backup without its own key', () => {
  it('is refused for the bucket, naming BACKUP_ENCRYPTION_KEY', async () => {
    const code = await runScript('scripts/backup.ts', [], {
      env: {
        ...process.env,
        BACKUP_DIR: backupDir,
        BACKUP_ENCRYPTION_KEY: '',
        S3_BUCKET: 'clinic-plus-backups',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      },
    })
    expect(code).toBe(1)
    const status = JSON.parse(await readFile(path.join(backupDir, 'last-backup.json'), 'utf8'))
    expect(status.lastFailure.error).toMatch(/BACKUP_ENCRYPTION_KEY is not set/)
  })
})
