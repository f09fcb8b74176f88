// `npm run test:durability`: leads at 50+ per second while the production server is killed with
// SIGKILL 20 times at random moments and restarted each time. Every lead that got a 200 must be
// stored exactly once, and SQLite's integrity_check must pass. Prints
// "N acknowledged, N stored, 0 lost" per database: SQLite always, PostgreSQL too when
// TEST_DATABASE_URL is set (in a database it creates and drops). Exits non-zero on any loss.
import fc from 'fast-check'
import { createClient } from '@libsql/client'
import pg from 'pg'

import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { leadBody, postLead } from './lib/leads-client.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { withScratchPostgres } from './lib/scratch-postgres.mjs'
import { startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

const kills = Number(process.env.DURABILITY_KILLS || 20)
const perSecond = Number(process.env.DURABILITY_RATE || 80)
const port = Number(process.env.DURABILITY_PORT || 3321)
const seed = Number(process.env.DURABILITY_SEED || (process.env.CI ? 7 : Date.now() % 100_000))

/** The pauses before each kill, from fast-check's seeded randomness: a failing run replays with its seed. */
const pausesBeforeKills = (label) =>
  fc.sample(fc.integer({ min: 300, max: 2_000 }), { seed: seed + label.length, numRuns: kills })

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

/**
 * Runs the kill loop against one database and returns the keys the server acknowledged with 200.
 * Leads go out on a fixed schedule whether or not the server is up; each has its own
 * Idempotency-Key, so a stored row can be traced to its request.
 */
async function killLoop(label, env) {
  const pauses = pausesBeforeKills(label)
  const acknowledged = new Set()
  let sent = 0
  let server = await startServer({ port, env })
  const url = server.url
  let sending = true
  const inFlight = new Set()
  const sender = (async () => {
    const interval = 1000 / perSecond
    let due = Date.now()
    while (sending) {
      const n = sent++
      const key = `${label}-${n}`
      const request = postLead(url, leadBody(n), {
        'idempotency-key': key,
        'x-forwarded-for': `10.0.${(n >> 8) & 255}.${n & 255}`,
      }).then((status) => {
        if (status === 200) acknowledged.add(key)
        inFlight.delete(request)
      })
      inFlight.add(request)
      due += interval
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())))
    }
  })()

  const started = Date.now()
  for (let i = 1; i <= kills; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, pauses[i - 1]))
    server.kill()
    await server.exited
    process.stdout.write(`\r[${label}] kill ${i}/${kills}, ${acknowledged.size} acknowledged`)
    server = await startServer({ port, env })
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  sending = false
  await sender
  await Promise.all(inFlight)
  const seconds = (Date.now() - started) / 1000
  server.stop()
  await server.exited
  console.log(
    `\n[${label}] ${sent} sent in ${seconds.toFixed(0)} s (${Math.round(sent / seconds)}/s), ` +
      `${acknowledged.size} acknowledged (${Math.round(acknowledged.size / seconds)}/s)`,
  )
  return acknowledged
}

/** Compares the acknowledged keys with the stored rows; returns true when nothing was lost. */
function report(label, acknowledged, rows) {
  const counts = new Map(rows.map((row) => [String(row.key), Number(row.n)]))
  const lost = [...acknowledged].filter((key) => !counts.has(key))
  const duplicated = [...counts].filter(([, n]) => n > 1)
  const stored = [...acknowledged].filter((key) => counts.get(key) === 1).length
  const unacknowledged = [...counts.keys()].filter((key) => !acknowledged.has(key)).length
  console.log(
    `[${label}] ${acknowledged.size} acknowledged, ${stored} stored, ${lost.length} lost` +
      ` (${duplicated.length} stored twice; ${unacknowledged} more stored whose reply the kill cut off)`,
  )
  if (lost.length) console.log(`[${label}] lost: ${lost.slice(0, 10).join(', ')}`)
  return lost.length === 0 && duplicated.length === 0 && acknowledged.size > 0
}

console.log(`durability: ${kills} SIGKILLs, ${perSecond} leads/s, seed ${seed}`)
let ok = true
const env = { RATE_LIMIT_DISABLED: '1' }

// SQLite: a database of its own.
const file = await freshSqliteDatabase('durability.db')
const sqliteAcks = await killLoop('sqlite', env)
const client = createClient({ url: `file:${file}` })
const { rows: sqliteRows } = await client.execute(
  'SELECT idempotency_key AS key, count(*) AS n FROM leads GROUP BY idempotency_key',
)
const { rows: integrity } = await client.execute('PRAGMA integrity_check')
client.close()
ok = report('sqlite', sqliteAcks, sqliteRows) && ok
const integrityResult = String(Object.values(integrity[0])[0])
console.log(`[sqlite] PRAGMA integrity_check: ${integrityResult}`)
if (integrityResult !== 'ok') ok = false

// PostgreSQL: a database created for the run (the server applies the migrations on start).
if (process.env.TEST_DATABASE_URL) {
  await withScratchPostgres(process.env.TEST_DATABASE_URL, 'clinic_durability', async (url) => {
    const pgAcks = await killLoop('postgres', { ...env, DATABASE_URL: url })
    const reader = new pg.Client({ connectionString: url })
    await reader.connect()
    const { rows } = await reader.query(
      'SELECT idempotency_key AS key, count(*) AS n FROM leads GROUP BY idempotency_key',
    )
    await reader.end()
    ok = report('postgres', pgAcks, rows) && ok
  })
} else {
  console.log('TEST_DATABASE_URL is not set: SQLite only')
}
process.exit(ok ? 0 : 1)
