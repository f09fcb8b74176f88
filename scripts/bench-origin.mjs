// `npm run bench:origin`: what each kind of request costs the origin, measured side by side on
// one production server in interleaved rounds (every target once per round, then again), so a
// machine that gets slower mid-run slows them all alike:
// - a lead POST (rate limit off), the app's most frequent write;
// - the liveness probe an orchestrator asks for every few seconds, and the static routes crawlers
//   ask for (robots.txt, the sitemap);
// - the home page as a browser asks for it (gzip accepted) and without compression, and the
//   largest script chunk with gzip: what compression adds when no proxy or CDN does it;
// - the home page as a visitor's phone loads it, which the server counts as a page view (src/
//   features/insights/views): after the run every view it answered must be in the table exactly once (20 at a time,
//   for the whole run), or the benchmark fails.
// Per target: requests per second and p99 (medians of the rounds), and the server's CPU time per
// request, read from /proc: unlike a rate, it barely moves when another tenant takes a core. The
// leads' notification jobs, which run once requests pause, are waited for after each lead run
// (their CPU time per lead is printed apart), so they do not slow the targets measured next.
// Fails when the liveness probe serves fewer requests per second than the lead POST.
import autocannon from 'autocannon'
import { request as httpRequest } from 'node:http'

import { ensureBuild, freshSqliteDatabase, sqliteRowCount, sqliteRows } from './lib/build.mjs'
import { leadBody } from './lib/leads-client.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { cpuMs, median, startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'
import { pollUntil } from './lib/wait.mjs'

const port = Number(process.env.BENCH_PORT || 3203)
const seconds = Number(process.env.BENCH_SECONDS || 5)
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS || 3))
const connections = Number(process.env.BENCH_CONNECTIONS || 20)

loadLocalEnv()
applyTestEnv()
const dbFile = await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

/** Notification jobs still queued: the leads' work done after their replies. */
const queuedJobs = () => sqliteRowCount(dbFile, 'payload_jobs')

/**
 * Waits until the leads' notification jobs have run (they start when requests pause), so their
 * work is not counted against the next target; returns the server CPU time they took.
 */
async function drainJobs(pid) {
  const before = cpuMs(pid)
  await pollUntil(async () => (await queuedJobs()) === 0, { timeoutMs: 120_000 })
  return cpuMs(pid) - before
}

/** One GET, for the page's script list and to check what compression the server applies. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** What a visitor's phone sends with a page load: the server counts it as a view. */
const visitor = {
  accept: 'text/html,application/xhtml+xml',
  'sec-fetch-dest': 'document',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
}
let countedViews = 0

/** One number read from the benchmark's database. */
const server = await startServer({ port, env: { RATE_LIMIT_DISABLED: '1' } })
let failed = false
try {
  const home = await get(`${server.url}/`)
  const chunks = [...home.body.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0])
  const sizes = await Promise.all(
    [...new Set(chunks)].map(async (chunk) => ({
      chunk,
      bytes: (await get(`${server.url}${chunk}`)).body.length,
    })),
  )
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]
  const gzip = { 'accept-encoding': 'gzip' }
  const encodingOf = async (path, headers) =>
    (await get(`${server.url}${path}`, headers)).headers['content-encoding'] ?? 'none'

  let sent = 0
  const targets = [
    {
      name: 'POST /api/public/leads',
      options: {
        url: `${server.url}/api/public/leads`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each request a new filled form: one form token stores one lead.
        requests: [{ setupRequest: (request) => ({ ...request, body: leadBody(sent++) }) }],
      },
      lead: true,
    },
    // The liveness probe an orchestrator sends every few seconds: held to the lead POST's rate.
    {
      name: 'GET /api/health/live',
      options: { url: `${server.url}/api/health/live` },
      static: true,
    },
    { name: 'GET /robots.txt', options: { url: `${server.url}/robots.txt` } },
    // For crawlers, a few times a day: measured, not held to the lead POST's rate.
    { name: 'GET /sitemap.xml', options: { url: `${server.url}/sitemap.xml` } },
    { name: 'GET / (gzip)', options: { url: `${server.url}/`, headers: gzip } },
    { name: 'GET / (uncompressed)', options: { url: `${server.url}/` } },
    {
      name: 'GET / (a counted view)',
      // A fixed number of requests rather than a duration: a run cut off at its end leaves
      // replies the server sent (and counted) that autocannon never counts.
      options: { url: `${server.url}/`, headers: { ...gzip, ...visitor }, amount: 2_000 },
      counted: true,
    },
    {
      name: `GET ${(largest.bytes / 1024).toFixed(0)} KB script (gzip)`,
      options: { url: `${server.url}${largest.chunk}`, headers: gzip },
    },
  ]
  console.log(
    `compression as served: / with gzip accepted: ${await encodingOf('/', gzip)}; ` +
      `${largest.chunk}: ${await encodingOf(largest.chunk, gzip)}`,
  )

  const samples = new Map(targets.map((target) => [target.name, []]))
  for (const target of targets) {
    const result = await autocannon({ ...target.options, connections, duration: 1 })
    if (target.counted) countedViews += result['2xx']
  }
  await drainJobs(server.pid)
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const before = cpuMs(server.pid)
      const result = await autocannon({ ...target.options, connections, duration: seconds })
      const cpu = cpuMs(server.pid) - before
      const afterwards = target.lead ? await drainJobs(server.pid) : 0
      const errors = result.errors + result.timeouts + result.non2xx
      if (target.counted) countedViews += result['2xx']
      samples.get(target.name).push({
        rate: result.requests.average,
        p99: result.latency.p99,
        cpuPerRequest: cpu / Math.max(1, result.requests.total),
        cpuAfterwards: afterwards / Math.max(1, result.requests.total),
        errors,
      })
    }
    console.log(`[origin] round ${round} of ${rounds} done`)
  }

  const rows = targets.map((target) => {
    const of = (key) => median(samples.get(target.name).map((sample) => sample[key]))
    return {
      target: target.name,
      'requests/s': Math.round(of('rate')),
      'p99 ms': of('p99'),
      'server CPU ms/request': Number(of('cpuPerRequest').toFixed(2)),
      'and after the reply': target.lead ? Number(of('cpuAfterwards').toFixed(2)) : '',
      errors: samples.get(target.name).reduce((sum, sample) => sum + sample.errors, 0),
    }
  })
  console.log(
    `\nOrigin costs: ${connections} connections, ${rounds} interleaved rounds of ${seconds} s per target (medians)`,
  )
  console.table(rows)

  const lead = rows[targets.findIndex((target) => target.lead)]
  for (const [index, target] of targets.entries()) {
    if (target.static && rows[index]['requests/s'] < lead['requests/s']) {
      console.error(`MISSED: ${target.name} serves fewer requests/s than the lead POST`)
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
// The server stored what it counted last as it stopped: every view it answered, once.
const [sum] = await sqliteRows(dbFile, "SELECT SUM(views) AS n FROM page_views WHERE page = '/'")
const stored = Number(sum?.n ?? 0)
console.log(`page views answered ${countedViews}, stored ${stored}`)
if (stored !== countedViews) {
  console.error('MISSED: the page views stored are not the views served')
  failed = true
}
process.exit(failed ? 1 : 0)
