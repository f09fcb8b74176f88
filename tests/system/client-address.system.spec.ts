// System test: the per-address lead limit holds against made-up forwarding headers, on the
// production server started the way `npm start` starts it (scripts/start.mjs), and
// TRUSTED_PROXY_HOPS=1 picks the client behind a proxy.
//
// Part of the `system` project (npm run test:system), run by npm test after the build.
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase } from '../../scripts/lib/build.mjs'
import { leadBody } from '../../scripts/lib/leads-client.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'
import { waitForServer } from '../../scripts/lib/wait.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** LEAD_RATE_LIMIT_BURST's default: five leads at once, then 429. */
const burst = 5

type Reply = { status: number; body: string }

/** One HTTP request from a chosen loopback address (127.0.0.0/8 is all local). */
function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress = '127.0.0.1',
  }: {
    method?: string
    headers?: Record<string, string>
    body?: string
    localAddress?: string
  } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method, headers, localAddress, agent: false, timeout: 30_000 },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        response.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} timed out`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const postLead = (url: string, body: string, headers: Record<string, string>, from?: string) =>
  request(`${url}/api/public/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    localAddress: from,
  }).then((reply) => reply.status)

type Started = { url: string; stop: () => Promise<void> }

/** `node scripts/start.mjs` (what `npm start` runs) on `port`, once it answers. */
async function npmStart(port: number, env: Record<string, string> = {}): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForServer(`${url}/robots.txt`, {
      timeoutMs: 120_000,
      intervalMs: 300,
      isReady: (status) => status === 200,
      child,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/**
 * A stand-in for nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;` and
 * `X-Forwarded-Proto https`: appends the address it was reached from to whatever X-Forwarded-For
 * the client sent, and passes the request on from 127.0.0.1.
 */
async function simulatedProxy(target: string, port: number) {
  const server = http.createServer((incoming, outgoing) => {
    const peer = (incoming.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
    const sent = incoming.headers['x-forwarded-for']
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': sent ? `${sent}, ${peer}` : peer,
      'x-forwarded-proto': 'https',
    }
    const upstream = http.request(
      `${target}${incoming.url}`,
      { method: incoming.method, headers, agent: false },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

beforeAll(async () => {
  // The database and environment the e2e suite and benchmarks use, so their build serves here too.
  loadLocalEnv()
  applyTestEnv()
  for (const key of ['TRUSTED_PROXY_HOPS', 'RATE_LIMIT_DISABLED', 'LEAD_RATE_LIMIT_BURST']) {
    delete process.env[key]
  }
  // npm start checks the build against its database: the scratch one the build was made against
  // (the only file of the project on it; the others run beside it on their own).
  await freshSqliteDatabase()
}, 900_000)

describe('npm start with no proxy configured', { timeout: 180_000 }, () => {
  let server: Started
  beforeAll(async () => {
    server = await npmStart(3344)
  }, 180_000)
  afterAll(() => server?.stop())

  it('limits one socket address however its forwarding headers change; another address is not limited', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= burst; i += 1) {
      statuses.push(
        await postLead(server.url, leadBody(i), {
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
          forwarded: `for=192.0.2.${i + 1}`,
          'idempotency-key': `spoofed-${i}`,
        }),
      )
    }
    expect(statuses).toEqual([...Array(burst).fill(200), 429])
    // The same made-up header from another socket address: its own bucket, by its address.
    expect(
      await postLead(
        server.url,
        leadBody(99),
        { 'x-forwarded-for': '203.0.113.1', 'idempotency-key': 'other-address' },
        '127.0.0.2',
      ),
    ).toBe(200)
  })
})

describe('npm start with TRUSTED_PROXY_HOPS=1 behind a proxy', { timeout: 180_000 }, () => {
  let server: Started
  let proxy: Awaited<ReturnType<typeof simulatedProxy>>
  beforeAll(async () => {
    server = await npmStart(3342, { TRUSTED_PROXY_HOPS: '1' })
    proxy = await simulatedProxy(server.url, 3343)
  }, 180_000)
  afterAll(async () => {
    await proxy?.close()
    await server?.stop()
  })

  it('counts each client by the address the proxy saw, whatever it sent itself', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= burst; i += 1) {
      statuses.push(
        await postLead(
          proxy.url,
          leadBody(i),
          { 'x-forwarded-for': `203.0.113.${i + 1}`, 'idempotency-key': `proxied-${i}` },
          '127.0.0.3',
        ),
      )
    }
    expect(statuses).toEqual([...Array(burst).fill(200), 429])
    // A second client behind the same proxy has a bucket of its own.
    expect(
      await postLead(proxy.url, leadBody(50), { 'idempotency-key': 'second-client' }, '127.0.0.4'),
    ).toBe(200)
  })

  it('counts IPv6 clients per /64', async () => {
    // Straight from the proxy's address, as nginx passes on an IPv6 client.
    const statuses: number[] = []
    for (let i = 0; i <= burst; i += 1) {
      statuses.push(
        await postLead(server.url, leadBody(200 + i), {
          'x-forwarded-for': `2001:db8:1:2::${(i + 1).toString(16)}`,
          'idempotency-key': `v6-${i}`,
        }),
      )
    }
    expect(statuses).toEqual([...Array(burst).fill(200), 429])
    expect(
      await postLead(server.url, leadBody(300), {
        'x-forwarded-for': '2001:db8:1:3::1',
        'idempotency-key': 'v6-next-64',
      }),
    ).toBe(200)
  })

  it('serves an article detail (a proxy rewrite) behind the TLS proxy', async () => {
    const articles = JSON.parse((await request(`${proxy.url}/api/public/articles`)).body) as {
      slug: string
      title: string
    }[]
    const [article] = articles
    const page = await request(
      `${proxy.url}/articles/detail?slug=${encodeURIComponent(article.slug)}`,
    )
    expect(page.status).toBe(200)
    expect(page.body).toContain(article.title)
  })
})
