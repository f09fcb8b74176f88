// `npm run bench:drain`: do the background jobs starve the pages? On one production server (rate
// limit off), in one run and in interleaved rounds: `/` and robots.txt on a quiet server, then the
// same while a backlog of BENCH_BACKLOG (3,000) leads' notification jobs drains in the same
// process, then quiet again. Per phase: requests/s and p99 (autocannon, BENCH_CONNECTIONS = 20),
// and how many jobs ran during it. Fails when a route's p99 while draining is more than twice its
// p99 on the quiet server (the median of the quiet measurements before and after).
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' shows where the server's time goes.
import autocannon from 'autocannon'

import { ensureBuild, freshSqliteDatabase, sqliteRowCount } from './lib/build.mjs'
import { leadBody, postLead } from './lib/leads-client.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { median, startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'
import { pollUntil } from './lib/wait.mjs'

const port = Number(process.env.BENCH_PORT || 3204)
const seconds = Number(process.env.BENCH_SECONDS || 4)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 2))
const backlog = Number(process.env.BENCH_BACKLOG || 3000)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)

loadLocalEnv()
applyTestEnv()
const dbFile = await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

const queued = () => sqliteRowCount(dbFile, 'payload_jobs')

/** Stores `count` leads as fast as 20 clients can, so their notifications queue up. */
async function fillBacklog(url, count, offset) {
  let next = 0
  const client = async () => {
    while (next < count) {
      const n = offset + next++
      await postLead(url, leadBody(n))
    }
  }
  await Promise.all(Array.from({ length: 20 }, client))
}

const server = await startServer({
  port,
  env: { RATE_LIMIT_DISABLED: '1', JOBS_AUTORUN: '1' },
  refreshPages: false,
})
let failed = false
try {
  const targets = [
    { name: 'GET /robots.txt', url: `${server.url}/robots.txt` },
    { name: 'GET /', url: `${server.url}/`, headers: { 'accept-encoding': 'gzip' } },
  ]
  const measure = async (target) => {
    const result = await autocannon({
      url: target.url,
      headers: target.headers,
      connections,
      duration: seconds,
    })
    return {
      rate: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    }
  }
  // Warm-up: every route rendered and cached once.
  for (const target of targets) await autocannon({ url: target.url, connections, duration: 1 })

  const samples = { quiet: new Map(), draining: new Map() }
  for (const phase of Object.values(samples)) for (const t of targets) phase.set(t.name, [])
  let drainedDuring = 0
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) samples.quiet.get(target.name).push(await measure(target))
    await fillBacklog(server.url, backlog, round * backlog)
    const waiting = await queued()
    for (const target of targets) {
      const before = await queued()
      samples.draining.get(target.name).push(await measure(target))
      drainedDuring += before - (await queued())
    }
    console.log(
      `[drain] round ${round}: ${waiting} jobs queued after ${backlog} leads, ` +
        `${drainedDuring} run while measuring so far`,
    )
    await pollUntil(async () => (await queued()) === 0, { timeoutMs: 600_000, intervalMs: 500 })
  }
  for (const target of targets) samples.quiet.get(target.name).push(await measure(target))

  const rows = targets.flatMap((target) =>
    Object.entries(samples).map(([phase, byTarget]) => {
      const list = byTarget.get(target.name)
      return {
        target: target.name,
        phase,
        'requests/s': Math.round(median(list.map((s) => s.rate))),
        'p99 ms': median(list.map((s) => s.p99)),
        errors: list.reduce((sum, s) => sum + s.errors, 0),
      }
    }),
  )
  console.log(
    `\nPages while ${backlog} notifications drain: ${connections} connections, ${seconds} s per ` +
      `measurement, ${rounds} rounds (medians; quiet = before and after each backlog)`,
  )
  console.table(rows)
  const measuredSeconds = rounds * targets.length * seconds
  console.log(
    `notifications sent while the pages were loaded: ${drainedDuring} in ${measuredSeconds} s ` +
      `(${(drainedDuring / measuredSeconds).toFixed(1)}/s)`,
  )
  if (drainedDuring === 0) {
    console.error('MISSED: no job ran while the pages were measured (nothing was compared)')
    failed = true
  }
  for (const target of targets) {
    const quiet = rows.find((row) => row.target === target.name && row.phase === 'quiet')
    const draining = rows.find((row) => row.target === target.name && row.phase === 'draining')
    const ratio = draining['p99 ms'] / Math.max(1, quiet['p99 ms'])
    console.log(`${target.name}: p99 while draining ${ratio.toFixed(2)}× quiet (budget 2×)`)
    if (ratio > 2) {
      console.error(`MISSED: ${target.name} p99 while draining is over twice the quiet p99`)
      failed = true
    }
  }
  if (rows.some((row) => row.errors > 0)) {
    console.error('MISSED: some requests failed')
    failed = true
  }
} finally {
  server.stop()
  await server.exited
}
process.exit(failed ? 1 : 0)
