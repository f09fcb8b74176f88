// `npm run db:migrate-to-postgres`, run as the command it is (tsx scripts/migrate-to-postgres.ts)
// against this file's SQLite database. The copy itself needs a PostgreSQL server: those tests are
// registered only when TEST_DATABASE_URL names one.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { BasePayload, type Payload, type SanitizedConfig } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { lexicalDocument } from '@/seed/lexical'

import { getTestPayload, ignoreForcedDisconnects } from '../helpers/payload'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  newRunPrefix,
} from '../helpers/postgres-databases'

const root = path.resolve(import.meta.dirname, '../..')
const sourceUrl = process.env.DATABASE_URL as string

type Run = { code: number; stdout: string; stderr: string }

/** Runs the command the npm script runs, with this test's environment. */
function migrateToPostgres(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/with-env.mjs', 'tsx', 'scripts/migrate-to-postgres.ts', ...args],
      { cwd: root, env: { ...process.env, POSTGRES_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

describe('npm run db:migrate-to-postgres, arguments', () => {
  it('refuses a target that is not a PostgreSQL URL, with the usage', async () => {
    const run = await migrateToPostgres(['mysql://localhost/clinic', '--from', sourceUrl])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('The target must be a postgres:// URL.')
    expect(run.stderr).toContain('Usage: npm run db:migrate-to-postgres')
  })

  it('refuses to run without a target', async () => {
    const run = await migrateToPostgres(['--from', sourceUrl])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('No target')
  })

  it('refuses a SQLite file that does not exist rather than copying an empty database', async () => {
    const missing = `file:${path.join(path.dirname(sourceUrl.slice(5)), 'no-such.db')}`
    const run = await migrateToPostgres([
      'postgres://nobody@127.0.0.1:1/never_used',
      '--from',
      missing,
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('does not exist')
  })

  it('refuses a SQLite database that lacks committed migrations, naming them', async () => {
    const file = path.join(path.dirname(sourceUrl.slice(5)), `${randomUUID()}-behind.db`)
    const behind = createClient({ url: `file:${file}` })
    await behind.execute('CREATE TABLE payload_migrations (name text)')
    await behind.execute(`INSERT INTO payload_migrations (name) VALUES ('20261121_172014_initial')`)
    behind.close()
    try {
      const run = await migrateToPostgres([
        'postgres://nobody@127.0.0.1:1/never_used',
        '--from',
        `file:${file}`,
      ])
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('lacks migration(s) 20261121_181724_leads')
    } finally {
      rmSync(file, { force: true })
    }
  })
})

const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) {
  // Each test runs the command (a tsx process that loads the whole config) once or twice: on a
  // loaded 2-core machine beside the other integration files that took more than the default
  // minute.
  describe('npm run db:migrate-to-postgres, into PostgreSQL', { timeout: 240_000 }, () => {
    let sqlite: Payload
    let postgres: Payload | undefined
    let target: string
    let targetName: string

    /** Row counts of every table on both sides (the migration records aside). */
    async function rowCounts() {
      const source = createClient({ url: sourceUrl })
      const client = new pg.Client({ connectionString: target })
      await client.connect()
      try {
        const { rows: tables } = await source.execute(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
           AND name <> 'payload_migrations' ORDER BY name`,
        )
        const counts: Record<string, { sqlite: number; postgres: number }> = {}
        for (const { name } of tables) {
          const table = String(name)
          const inSqlite = await source.execute(`SELECT count(*) AS n FROM "${table}"`)
          const inPostgres = await client.query<{ n: string }>(
            `SELECT count(*) AS n FROM "${table}"`,
          )
          counts[table] = {
            sqlite: Number(inSqlite.rows[0].n),
            postgres: Number(inPostgres.rows[0].n),
          }
        }
        return counts
      } finally {
        source.close()
        await client.end()
      }
    }

    /** Payload on the target database (a second config, built for its DATABASE_URL). */
    async function payloadOnTarget(): Promise<Payload> {
      vi.resetModules()
      vi.stubEnv('DATABASE_URL', target)
      const config: SanitizedConfig = await (await import('@payload-config')).default
      const payload = new BasePayload()
      await payload.init({
        config: { ...config, typescript: { ...config.typescript, autoGenerate: false } },
        disableOnInit: true,
      })
      vi.unstubAllEnvs()
      ignoreForcedDisconnects(payload.db as unknown as PostgresAdapter)
      return payload as Payload
    }

    beforeAll(async () => {
      sqlite = await getTestPayload()
      targetName = await createDatabase(serverUrl, newRunPrefix())
      target = databaseUrl(serverUrl, targetName)

      for (const [index, name] of ['สมชาย ใจดี', 'Anna Smith', 'วิภา รักษ์ดี'].entries()) {
        const lead = await sqlite.create({
          collection: 'leads',
          data: {
            fullname: name,
            phone: `08${index}-234-5678`,
            email: `lead${index}@clinic.example`,
            organizationType: 'คลินิกความงาม',
            description: index === 0 ? 'มี 2 สาขา\nสนใจระบบนัดหมาย' : null,
            utmSource: index === 1 ? 'facebook' : null,
            deviceType: 'mobile',
            status: 'new',
          },
          overrideAccess: true,
        })
        await sqlite.jobs.queue({ task: 'notifyLead', input: { leadId: lead.id } })
      }
      await sqlite.create({
        collection: 'users',
        data: {
          email: 'editor@clinic.example',
          password: 'a-long-password',
          name: 'บรรณาธิการ',
          role: 'marketing',
        },
        overrideAccess: true,
      })
      // A login leaves a session row (a table with text ids).
      await sqlite.login({
        collection: 'users',
        data: { email: 'editor@clinic.example', password: 'a-long-password' },
      })
      await sqlite.create({
        collection: 'consents',
        data: {
          consentId: 'c0ffee00-0000-4000-8000-000000000001',
          categories: ['necessary', 'analytics'],
          policyVersion: 'test',
        },
        overrideAccess: true,
      })
      const png = await sharp({
        create: { width: 1600, height: 900, channels: 3, background: '#0e7c86' },
      })
        .png()
        .toBuffer()
      const media = await sqlite.create({
        collection: 'media',
        data: { alt: 'ปกทดสอบ' },
        file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
        overrideAccess: true,
      })
      // Three versions: a draft, its publication, then a published edit.
      const article = await sqlite.create({
        collection: 'articles',
        data: {
          title: 'ย้ายฐานข้อมูล',
          cover: media.id,
          content: lexicalDocument([{ p: 'ร่างแรก' }]) as never,
          tags: 'ฐานข้อมูล, PostgreSQL',
          _status: 'draft',
        },
        draft: true,
        overrideAccess: true,
      } as Parameters<Payload['create']>[0])
      await sqlite.update({
        collection: 'articles',
        id: article.id,
        data: { _status: 'published', publishedAt: '2025-06-01T03:00:00.000Z' },
        overrideAccess: true,
      })
      await sqlite.update({
        collection: 'articles',
        id: article.id,
        data: { content: lexicalDocument([{ p: 'ฉบับแก้ไข' }]) as never },
        overrideAccess: true,
      })
    })

    afterAll(async () => {
      await postgres?.destroy()
      await sqlite?.destroy()
      if (targetName) await dropDatabase(serverUrl, targetName)
    })

    it('copies every table, row for row, into a new database', async () => {
      const run = await migrateToPostgres([target, '--from', sourceUrl])
      expect(run.stderr).not.toMatch(/error/i)
      expect(run.code).toBe(0)
      expect(run.stdout).toContain('done:')

      const counts = await rowCounts()
      for (const table of [
        'leads',
        'users',
        'users_sessions',
        'media',
        'articles',
        '_articles_v',
      ]) {
        expect(counts[table]?.sqlite, table).toBeGreaterThan(0)
      }
      expect(counts.payload_jobs.sqlite).toBe(3)
      expect(counts._articles_v.sqlite).toBe(3)
      for (const [table, { sqlite: inSqlite, postgres: inPostgres }] of Object.entries(counts)) {
        expect(inPostgres, table).toBe(inSqlite)
      }
    })

    it('gives Payload on PostgreSQL the same documents, versions and logins', async () => {
      postgres = await payloadOnTarget()
      for (const collection of ['leads', 'users', 'media', 'articles', 'consents'] as const) {
        const query = { collection, sort: 'id', limit: 100, overrideAccess: true, depth: 0 }
        const before = await sqlite.find(query)
        const after = await postgres.find(query)
        expect(before.docs.length, collection).toBeGreaterThan(0)
        expect(after.docs, collection).toEqual(before.docs)
      }
      const versions = { collection: 'articles' as const, sort: 'id', overrideAccess: true }
      const after = await postgres.findVersions(versions)
      expect(after.docs).toEqual((await sqlite.findVersions(versions)).docs)
      expect(after.docs.map((version) => version.version._status)).toEqual([
        'draft',
        'published',
        'published',
      ])
      const jobs = await postgres.find({ collection: 'payload-jobs', overrideAccess: true })
      expect(jobs.docs.map((job) => job.input)).toEqual(
        expect.arrayContaining([expect.objectContaining({ leadId: expect.any(Number) })]),
      )
      expect(jobs.docs.every((job) => job.processing === false)).toBe(true)

      const login = await postgres.login({
        collection: 'users',
        data: { email: 'editor@clinic.example', password: 'a-long-password' },
      })
      expect(login.user?.email).toBe('editor@clinic.example')
    })

    it('moves the id sequences past the copied rows', async () => {
      postgres ??= await payloadOnTarget()
      const { docs } = await sqlite.find({ collection: 'leads', sort: '-id', limit: 1 })
      const lead = await postgres.create({
        collection: 'leads',
        data: {
          fullname: 'หลังย้าย',
          phone: '0899999999',
          email: 'after@clinic.example',
          organizationType: 'คลินิกความงาม',
          status: 'new',
        },
        overrideAccess: true,
      })
      expect(lead.id).toBe(docs[0].id + 1)
    })

    it('refuses a target that holds data, and replaces it with --force', async () => {
      const refused = await migrateToPostgres([target, '--from', sourceUrl])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('already holds data')
      expect(refused.stderr).toContain('--force')

      const forced = await migrateToPostgres([target, '--from', sourceUrl, '--force'])
      expect(forced.code).toBe(0)
      const counts = await rowCounts()
      // The lead created on PostgreSQL since is gone; the copy is the SQLite data again.
      expect(counts.leads).toEqual({ sqlite: 3, postgres: 3 })
      for (const [table, { sqlite: inSqlite, postgres: inPostgres }] of Object.entries(counts)) {
        expect(inPostgres, table).toBe(inSqlite)
      }
    })
  })
}
