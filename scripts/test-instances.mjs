// `npm run test:instances`: two production servers on two ports share one database, as several
// app instances behind a load balancer would. The rate limit's burst is shared (not doubled), and
// an Idempotency-Key sent to both stores one lead. Exits non-zero when either does not hold.
import { createClient } from '@libsql/client'

import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { leadBody, postLead } from './lib/leads-client.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase()
if ((await ensureBuild()) !== 0) process.exit(1)
const file = await freshSqliteDatabase('instances.db')
const burst = 5
// TRUSTED_PROXY_HOPS=1: the requests below stand in for a proxy, naming each client in X-Forwarded-For.
const env = {
  RATE_LIMIT_DISABLED: '0',
  LEAD_RATE_LIMIT_BURST: String(burst),
  JOBS_AUTORUN: '0',
  TRUSTED_PROXY_HOPS: '1',
}

const servers = await Promise.all([3311, 3312].map((port) => startServer({ port, env })))
let failed = false
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`)
  if (!ok) failed = true
}
try {
  // 12 leads from one address, alternating between the instances, two at a time.
  const statuses = []
  for (let i = 0; i < 12; i += 2) {
    statuses.push(
      ...(await Promise.all(
        servers.map((server, s) =>
          postLead(server.url, leadBody(i + s), { 'x-forwarded-for': '198.51.100.77' }),
        ),
      )),
    )
  }
  const accepted = statuses.filter((status) => status === 200).length
  const limited = statuses.filter((status) => status === 429).length
  check(
    accepted === burst && limited === statuses.length - burst,
    `one address across two instances: ${accepted} × 200, ${limited} × 429 (burst ${burst})`,
  )

  // The same filled form (one key, one token) to both instances at once, from different addresses.
  const keyedBody = leadBody(100)
  const keyed = await Promise.all(
    servers.map((server, s) =>
      postLead(server.url, keyedBody, {
        'x-forwarded-for': `198.51.100.${10 + s}`,
        'idempotency-key': 'shared-key-1',
      }),
    ),
  )
  check(
    keyed.every((status) => status === 200),
    `the same Idempotency-Key to both instances: ${keyed.join(', ')}`,
  )

  const client = createClient({ url: `file:${file}` })
  const { rows } = await client.execute(
    `SELECT count(*) AS n, sum(idempotency_key = 'shared-key-1') AS keyed FROM leads`,
  )
  client.close()
  check(Number(rows[0].n) === burst + 1, `stored leads: ${rows[0].n} (expected ${burst + 1})`)
  check(Number(rows[0].keyed) === 1, `stored with the shared key: ${rows[0].keyed} (expected 1)`)
} finally {
  for (const server of servers) server.stop()
  await Promise.all(servers.map((server) => server.exited))
}
process.exit(failed ? 1 : 0)
