// `npm run bench:leads`: lead endpoint throughput on the production build (rate limit off, a
// benchmark-only setting), proof that every 200 was stored, then a flood from one address with the
// limiter on while the home page keeps being served.
import autocannon from 'autocannon'

import { ensureBuild, freshSqliteDatabase, sqliteRowCount } from './lib/build.mjs'
import { leadBody } from './lib/leads-client.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'
import { pollUntil } from './lib/wait.mjs'

const port = Number(process.env.BENCH_PORT || 3201)
const amount = Number(process.env.BENCH_LEADS || 3000)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)

loadLocalEnv()
applyTestEnv()
let dbFile
const freshDatabase = async () => {
  dbFile = await freshSqliteDatabase()
}
const countLeads = () => sqliteRowCount(dbFile, 'leads')
const countJobs = () => sqliteRowCount(dbFile, 'payload_jobs')
let sent = 0
/** Each request a new filled form: one form token stores one lead. */
const freshLeads = [{ setupRequest: (request) => ({ ...request, body: leadBody(sent++) }) }]

await freshDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

// Phase 1: throughput with the limiter off.
let server = await startServer({ port, env: { RATE_LIMIT_DISABLED: '1' } })
let failed = false
try {
  await autocannon({
    url: `${server.url}/api/public/leads`,
    method: 'POST',
    connections: 4,
    amount: 200,
    requests: freshLeads,
    headers: { 'content-type': 'application/json' },
  })
  // Let the warm-up's notification jobs finish first, so they do not run inside the measurement.
  await pollUntil(async () => (await countJobs()) === 0, { timeoutMs: 30_000 })
  const before = await countLeads()
  const result = await autocannon({
    url: `${server.url}/api/public/leads`,
    method: 'POST',
    connections,
    amount,
    requests: freshLeads,
    headers: { 'content-type': 'application/json' },
  })
  const stored = (await countLeads()) - before
  const seconds = result.duration
  const accepted = result['2xx']
  const lost = accepted - stored
  console.log(
    `\nPhase 1 — ${amount} POST /api/public/leads, ${connections} connections (after 200 warm-up leads)`,
  )
  console.table({
    'accepted leads/s (mean)': Math.round(accepted / seconds),
    seconds,
    'requests/s (median)': result.requests.p50,
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    'acknowledged (200)': accepted,
    'stored rows': stored,
    lost,
  })
  if (lost !== 0 || result.errors + result.timeouts + result.non2xx > 0) failed = true
} finally {
  server.stop()
  await new Promise((resolve) => setTimeout(resolve, 1_000))
}

// Phase 2: 2,000 requests from one address with the limiter on, while / is being read.
await freshDatabase()
server = await startServer({ port, env: { RATE_LIMIT_DISABLED: '0' } })
try {
  const [flood, home] = await Promise.all([
    autocannon({
      url: `${server.url}/api/public/leads`,
      method: 'POST',
      connections: 20,
      amount: 2_000,
      requests: freshLeads,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
    }),
    autocannon({ url: `${server.url}/`, connections: 5, duration: 8 }),
  ])
  const stored = await countLeads()
  const statuses = flood.statusCodeStats ?? {}
  console.log('\nPhase 2 — flood of 2,000 lead requests from one address, limiter on')
  console.table({
    'answered 200': statuses['200']?.count ?? flood['2xx'],
    'answered 429': statuses['429']?.count ?? 0,
    'stored rows': stored,
    'burst allowed': Number(process.env.LEAD_RATE_LIMIT_BURST || 5),
    'flood errors': flood.errors + flood.timeouts,
    'GET / requests/s during flood': home.requests.average,
    'GET / p99 ms during flood': home.latency.p99,
    'GET / non-2xx': home.non2xx,
  })
  if (stored > Number(process.env.LEAD_RATE_LIMIT_BURST || 5) || home.non2xx > 0) failed = true
} finally {
  server.stop()
}
process.exit(failed ? 1 : 0)
