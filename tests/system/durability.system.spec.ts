// Leads at 80 per second while the production server is killed with SIGKILL 20 times and
// restarted: every lead that got a 200 is stored exactly once, on SQLite (whose integrity check
// must pass) and, with TEST_DATABASE_URL, on PostgreSQL. DURABILITY_SEED replays a run's kill
// schedule; DURABILITY_KILLS and DURABILITY_RATE change its size. The two databases' loops run at
// the same time, each with a server on a port and a database of its own: most of a loop is
// waiting for a restarted server, so together they take little longer than one.
import { createClient } from '@libsql/client'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild, freshSqliteDatabase } from '../../scripts/lib/build.mjs'
import { compare, killLoop } from '../../scripts/lib/durability.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { withScratchPostgres } from '../../scripts/lib/scratch-postgres.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

const options = {
  port: Number(process.env.DURABILITY_PORT || 3321),
  kills: Number(process.env.DURABILITY_KILLS || 20),
  perSecond: Number(process.env.DURABILITY_RATE || 80),
  seed: Number(process.env.DURABILITY_SEED || (process.env.CI ? 7 : Date.now() % 100_000)),
}
const env = { RATE_LIMIT_DISABLED: '1' }
const byKey = 'SELECT idempotency_key AS key, count(*) AS n FROM leads GROUP BY idempotency_key'

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  await freshSqliteDatabase()
  expect(await ensureBuild()).toBe(0)
  console.log(
    `durability: ${options.kills} SIGKILLs, ${options.perSecond} leads/s, seed ${options.seed}`,
  )
})

/**
 * A restarted server answers leads again between kills (0.3 to 2 s apart), not only after the
 * last one: a quarter of what was sent is far below what a healthy start gives (about 80 %), and
 * far above the 4 % seen when a cold start blocked for seconds (scripts/serve.mjs, the report).
 */
function expectServedBetweenKills(acknowledged: Set<string> & { sent: number }) {
  expect(acknowledged.size).toBeGreaterThan(acknowledged.sent / 4)
}

describe.concurrent('leads under repeated SIGKILLs', () => {
  it('loses no acknowledged lead and stores none twice on SQLite, whose integrity check passes', async () => {
    // Its variables (database, media and backup folders) in its own set, not the process's: the
    // PostgreSQL loop starts its servers at the same time.
    const sqliteEnv = { ...process.env, ...env }
    const file = await freshSqliteDatabase('durability.db', sqliteEnv)
    const acknowledged = await killLoop('sqlite', sqliteEnv, options)
    const client = createClient({ url: `file:${file}` })
    try {
      const outcome = compare(acknowledged, (await client.execute(byKey)).rows)
      console.log(
        `[sqlite] ${acknowledged.size} acknowledged, ${outcome.stored} stored, ${outcome.lost.length} lost`,
      )
      expect(acknowledged.size).toBeGreaterThan(0)
      expectServedBetweenKills(acknowledged)
      expect(outcome.lost).toEqual([])
      expect(outcome.duplicated).toEqual([])
      const { rows } = await client.execute('PRAGMA integrity_check')
      expect(String(Object.values(rows[0])[0])).toBe('ok')
    } finally {
      client.close()
    }
  })

  // Registered only with a PostgreSQL server to run on, never skipped.
  if (process.env.TEST_DATABASE_URL) {
    it('loses no acknowledged lead and stores none twice on PostgreSQL', async () => {
      await withScratchPostgres(
        process.env.TEST_DATABASE_URL!,
        'clinic_durability',
        async (url: string) => {
          const acknowledged = await killLoop(
            'postgres',
            { ...env, DATABASE_URL: url },
            { ...options, port: options.port + 1 },
          )
          const reader = new pg.Client({ connectionString: url })
          await reader.connect()
          try {
            const outcome = compare(acknowledged, (await reader.query(byKey)).rows)
            console.log(
              `[postgres] ${acknowledged.size} acknowledged, ${outcome.stored} stored, ${outcome.lost.length} lost`,
            )
            expect(acknowledged.size).toBeGreaterThan(0)
            expectServedBetweenKills(acknowledged)
            expect(outcome.lost).toEqual([])
            expect(outcome.duplicated).toEqual([])
          } finally {
            await reader.end()
          }
        },
      )
    })
  }
})
