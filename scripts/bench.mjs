// `npm run bench`: autocannon against the production build, on SQLite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too (in a
// database created for the run and dropped after). Per database: GET / and /articles (requests
// per second and p99), GET /api/public/articles, POST /api/public/leads (rate limit off). Prints a
// table and writes bench/results.json.
import autocannon from 'autocannon'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild, freshSqliteDatabase, prepareDatabase } from './lib/build.mjs'
import { leadBody } from './lib/leads-client.mjs'
import { dataDir, loadLocalEnv, projectRoot } from './lib/local-env.mjs'
import { withScratchPostgres } from './lib/scratch-postgres.mjs'
import { startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

const port = Number(process.env.BENCH_PORT || 3202)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)

async function measure(name, options) {
  // A short warm-up, then the measured run.
  await autocannon({ ...options, connections, duration: 2 })
  const result = await autocannon({ ...options, connections, duration: seconds })
  const errors = result.errors + result.timeouts + result.non2xx
  return {
    name,
    'requests/s (mean)': Math.round(result.requests.average),
    'requests/s (median)': result.requests.p50,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
  }
}

async function benchDatabase(label, env) {
  const server = await startServer({ port, env: { RATE_LIMIT_DISABLED: '1', ...env } })
  try {
    let sent = 0
    const rows = [
      await measure('GET /', { url: `${server.url}/` }),
      await measure('GET /articles', { url: `${server.url}/articles` }),
      await measure('GET /api/public/articles', { url: `${server.url}/api/public/articles` }),
      await measure('POST /api/public/leads', {
        url: `${server.url}/api/public/leads`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each request a new filled form: one form token stores one lead.
        requests: [{ setupRequest: (request) => ({ ...request, body: leadBody(sent++) }) }],
      }),
    ]
    console.log(`\n${label}: ${connections} connections, ${seconds} s per endpoint`)
    console.table(rows)
    return rows
  } finally {
    server.stop()
    await server.exited
  }
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  connections,
  seconds,
  databases: {},
}
console.log(`machine: ${results.machine}`)

await freshSqliteDatabase('bench.db')
results.databases.sqlite = await benchDatabase('SQLite', {
  DATABASE_URL: process.env.DATABASE_URL,
  MEDIA_DIR: process.env.MEDIA_DIR,
})

const postgresBase = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
if (postgresBase) {
  await withScratchPostgres(postgresBase, 'clinic_bench', async (url) => {
    // The same migrations and seed (six articles with covers) as the SQLite run.
    process.env.DATABASE_URL = url
    process.env.MEDIA_DIR = path.join(dataDir, 'bench-postgres-media')
    await prepareDatabase()
    results.databases.postgres = await benchDatabase('PostgreSQL', {
      DATABASE_URL: process.env.DATABASE_URL,
      MEDIA_DIR: process.env.MEDIA_DIR,
    })
  })
} else {
  console.log('\nNo BENCH_DATABASE_URL or TEST_DATABASE_URL: SQLite only')
}

const out = path.join(projectRoot, 'bench', 'results.json')
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, JSON.stringify(results, null, 2) + '\n')
console.log(`\nwritten to ${path.relative(projectRoot, out)}`)
