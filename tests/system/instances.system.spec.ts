// Two production servers on two ports share one database, as several app instances behind a load
// balancer would: one address's burst is shared (not doubled), and one filled form sent to both
// stores one lead.
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase } from '../../scripts/lib/build.mjs'
import { leadBody, postLead } from '../../scripts/lib/leads-client.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

const burst = 5
// TRUSTED_PROXY_HOPS=1: the requests below stand in for a proxy, naming each client in
// X-Forwarded-For.
const env = {
  RATE_LIMIT_DISABLED: '0',
  LEAD_RATE_LIMIT_BURST: String(burst),
  JOBS_AUTORUN: '0',
  TRUSTED_PROXY_HOPS: '1',
}

let file: string
let servers: Awaited<ReturnType<typeof startServer>>[] = []

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  file = await freshSqliteDatabase('instances.db')
  servers = await Promise.all(
    [3311, 3312].map((port) => startServer({ port, env, refreshPages: false })),
  )
})

afterAll(async () => {
  for (const server of servers) server.stop()
  await Promise.all(servers.map((server) => server.exited))
})

async function storedLeads() {
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute(
      `SELECT count(*) AS n, sum(idempotency_key = 'shared-key-1') AS keyed FROM leads`,
    )
    return { total: Number(rows[0].n), keyed: Number(rows[0].keyed) }
  } finally {
    client.close()
  }
}

describe('two app instances on one database', () => {
  it('share one address’s burst: 5 × 200 across both, then 429', async () => {
    const statuses: number[] = []
    // 12 leads from one address, alternating between the instances, two at a time.
    for (let i = 0; i < 12; i += 2) {
      statuses.push(
        ...(await Promise.all(
          servers.map((server, s) =>
            postLead(server.url, leadBody(i + s), { 'x-forwarded-for': '198.51.100.77' }),
          ),
        )),
      )
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(burst)
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - burst)
  })

  it('store one lead for the same filled form sent to both at once', async () => {
    const form = leadBody(100)
    const keyed = await Promise.all(
      servers.map((server, s) =>
        postLead(server.url, form, {
          'x-forwarded-for': `198.51.100.${10 + s}`,
          'idempotency-key': 'shared-key-1',
        }),
      ),
    )
    expect(keyed).toEqual([200, 200])
    expect(await storedLeads()).toEqual({ total: burst + 1, keyed: 1 })
  })
})
