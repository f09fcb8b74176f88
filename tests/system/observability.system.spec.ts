// The production server as an operator's tools see it: liveness and readiness for a load balancer
// and an orchestrator, JSON log lines with one line per request and its id in the reply, no
// personal data in any line (a lead and logins sent, the log searched for what they held), and
// Prometheus metrics behind METRICS_TOKEN. On PostgreSQL, readiness is 503 while the database refuses
// connections and 200 once it is back, liveness 200 throughout.
import { closeSync, openSync, readFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase, prepareDatabase } from '../../scripts/lib/build.mjs'
import { formToken } from '../../scripts/lib/leads-client.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { withScratchPostgres } from '../../scripts/lib/scratch-postgres.mjs'
import { scriptAdmin, startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

const port = Number(process.env.OBSERVABILITY_PORT || 3352)
const readinessPort = Number(process.env.READINESS_PORT || 3355)
const metricsToken = 'metrics-token-for-the-system-test'
const logFile = path.join(os.tmpdir(), `clinic-plus-observability-${process.pid}.log`)

/** What the visitor typed, none of which may reach a log line. */
const visitor = {
  fullname: 'วิมลรัตน์ ทดสอบบันทึก',
  phone: '089-765-4321',
  email: 'wimonrat.logcheck@clinic-example.co.th',
  description: 'รายละเอียดที่ไม่ควรอยู่ในบันทึก',
}
const wrongLogin = {
  email: 'no-such-member.logcheck@clinic-example.co.th',
  password: 'Wr0ng-Pass!',
}
/** The token of a password-reset link (Payload's are 40 hex digits). */
const resetToken = '3f1c9e27b5a84d60c2e71f98a0b4d3c6e5f70a12'
/** The address the lead comes from (a loopback alias): never logged. */
const clientAddress = '127.0.0.9'

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

function request(
  method: string,
  url: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress: clientAddress }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const json = { 'content-type': 'application/json' }
let server: Awaited<ReturnType<typeof startServer>>
let url: string
let fd: number
const replies: Record<string, Reply> = {}

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  // A database of its own (the project's global setup checked the build).
  await freshSqliteDatabase('observability.db')
  fd = openSync(logFile, 'w')
  server = await startServer({
    port,
    stdout: fd,
    env: { LOG_FORMAT: 'json', METRICS_TOKEN: metricsToken, JOBS_AUTORUN: '1' },
    // Nothing but what a load balancer and a visitor send: no admin or REST request, which would
    // load Payload's job runner as a side effect.
    refreshPages: false,
  })
  url = server.url
  // The job runner starts with the server: its first look at the queue within its 15 s cron.
  const deadline = Date.now() + 40_000
  for (;;) {
    const scrape = await request('GET', `${url}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    })
    const idle = /^clinic_job_runner_idle_seconds\{runner="jobs"\} ([\d.e+-]+)$/m.exec(scrape.body)
    if (idle) {
      replies.runnerIdleSeconds = { status: 200, headers: {}, body: idle[1] }
      break
    }
    if (Date.now() > deadline) throw new Error('the job runner never looked at the queue')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  replies.lead = await request('POST', `${url}/api/public/leads`, {
    headers: json,
    body: JSON.stringify({
      ...visitor,
      organization_type: 'คลินิกความงาม',
      user_action: 'contact_form_submit',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      referrer: '',
      landing_page: `${url}/`,
      device_type: 'mobile',
      website: '',
      form_token: formToken(),
    }),
  })
  replies.badLogin = await request('POST', `${url}/api/users/login`, {
    headers: json,
    body: JSON.stringify(wrongLogin),
  })
  // The database is new: its first member is the admin (what startServer does when it logs in).
  await request('POST', `${url}/api/users/first-register`, {
    headers: json,
    body: JSON.stringify(scriptAdmin),
  })
  replies.login = await request('POST', `${url}/api/users/login`, {
    headers: json,
    body: JSON.stringify(scriptAdmin),
  })
  // A password-reset e-mail with no SMTP configured: not sent, and logged as such.
  replies.forgot = await request('POST', `${url}/api/users/forgot-password`, {
    headers: json,
    body: JSON.stringify({ email: scriptAdmin.email }),
  })
  // A query string with what a visitor typed: the path is logged, the query never.
  // And in a path: someone shares a link with an address in it.
  replies.pathWithEmail = await request(
    'GET',
    `${url}/articles/detail/${encodeURIComponent(visitor.email)}`,
  )
  // A password-reset link: its token is a password for an hour, never logged.
  replies.reset = await request('GET', `${url}/admin/reset/${resetToken}`)
  replies.search = await request(
    'GET',
    `${url}/articles?q=${encodeURIComponent(visitor.phone)}&email=${encodeURIComponent(visitor.email)}`,
  )
}, 900_000)

afterAll(async () => {
  server?.kill()
  if (fd !== undefined) closeSync(fd)
})

async function health(url: string, path: 'live' | 'ready') {
  const response = await fetch(`${url}/api/health/${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function settlesTo(url: string, status: number) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const ready = await health(url, 'ready')
    if (ready.status === status) return ready
    if (Date.now() > deadline) throw new Error(`readiness stayed ${ready.status}, not ${status}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('health', () => {
  it('answers liveness without asking anything else', async () => {
    const live = await request('GET', `${url}/api/health/live`)
    expect(live.status).toBe(200)
    expect(JSON.parse(live.body)).toEqual({ status: 'ok' })
    expect(live.headers['cache-control']).toBe('no-store')
  })

  it('answers readiness with a status only, and the checks to an admin', async () => {
    const anonymous = await request('GET', `${url}/api/health/ready`)
    expect(anonymous.status).toBe(200)
    expect(JSON.parse(anonymous.body)).toEqual({ status: 'ok' })
    expect(anonymous.headers['cache-control']).toBe('no-store')

    const { token } = JSON.parse(replies.login.body)
    const admin = await request('GET', `${url}/api/health/ready`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(admin.status).toBe(200)
    const body = JSON.parse(admin.body)
    expect(body.status).toBe('ok')
    expect(body.checks.map((check: { name: string }) => check.name)).toEqual([
      'database',
      'migrations',
      'jobs',
    ])
  })
})

// Against a real database that goes away: registered only with a PostgreSQL server to run on (a
// SQLite file cannot be taken away from a process that has it open).
if (process.env.TEST_DATABASE_URL) {
  describe('readiness on PostgreSQL', () => {
    it('is 503 while the database refuses connections, and 200 again when it is back', async () => {
      const base = process.env.TEST_DATABASE_URL!
      await withScratchPostgres(base, 'clinic_readiness', async (databaseUrl: string) => {
        await prepareDatabase({ ...process.env, DATABASE_URL: databaseUrl })
        const name = new URL(databaseUrl).pathname.slice(1)
        const server = await startServer({
          port: readinessPort,
          refreshPages: false,
          env: { DATABASE_URL: databaseUrl, JOBS_AUTORUN: '0', LOG_LEVEL: 'fatal' },
        })
        const admin = new pg.Client({ connectionString: base })
        await admin.connect()
        try {
          expect(await settlesTo(server.url, 200)).toEqual({
            status: 200,
            body: { status: 'ok' },
          })
          // The database goes away: no new connection, and the open ones are ended.
          await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`)
          await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
            [name],
          )
          const down = await settlesTo(server.url, 503)
          expect(down.body).toEqual({ status: 'unavailable' })
          expect(await health(server.url, 'live')).toEqual({ status: 200, body: { status: 'ok' } })

          await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`)
          expect((await settlesTo(server.url, 200)).body).toEqual({ status: 'ok' })
        } finally {
          await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => {})
          await admin.end()
          server.stop()
          await server.exited
        }
      })
    })
  })
}

describe('the job runner', () => {
  it('runs from the start, before any admin or REST request', () => {
    expect(Number(replies.runnerIdleSeconds.body)).toBeLessThan(20)
  })
})

describe('metrics', () => {
  it('are off without the token, and on with it', async () => {
    expect((await request('GET', `${url}/api/metrics`)).status).toBe(401)
    const wrong = await request('GET', `${url}/api/metrics`, {
      headers: { authorization: 'Bearer not-the-metrics-token' },
    })
    expect(wrong.status).toBe(401)
    const scrape = await request('GET', `${url}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    })
    expect(scrape.status).toBe(200)
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(scrape.body).toContain(
      'clinic_submissions_total{form="lead",outcome="stored",reason=""} 1',
    )
    expect(scrape.body).toMatch(
      /clinic_http_request_duration_seconds_count\{group="public-api",method="POST",status="2xx"\} 1\n/,
    )
    expect(scrape.body).toMatch(/clinic_jobs_queued \d+/)
    expect(scrape.body).toContain('process_resident_memory_bytes')
  })
})

describe('logs', () => {
  let lines: Record<string, unknown>[]
  let text: string

  beforeAll(async () => {
    server.stop()
    expect(await server.exited).toBe(0)
    text = readFileSync(logFile, 'utf8')
    const raw = text.split('\n').filter((line) => line.trim() !== '')
    lines = raw.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        throw new Error(`not a JSON log line: ${line}`)
      }
    })
  })

  it('are JSON lines, one per request with its id, which the reply carries too', () => {
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String) })
    }
    const requestId = replies.lead.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    const leadLines = lines.filter((line) => line.requestId === requestId)
    expect(leadLines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'POST',
        path: '/api/public/leads',
        group: 'public-api',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ])
    const search = lines.find((line) => line.requestId === replies.search.headers['x-request-id'])
    expect(search).toMatchObject({ path: '/articles', status: 200 })
    const shared = lines.find(
      (line) => line.requestId === replies.pathWithEmail.headers['x-request-id'],
    )
    expect(shared).toMatchObject({ path: '/articles/detail/[email]' })
    const reset = lines.find((line) => line.requestId === replies.reset.headers['x-request-id'])
    expect(reset).toMatchObject({ path: '/admin/reset/[token]' })
  })

  it('hold no personal data: no body, query, address, e-mail, phone or password', () => {
    expect(replies.lead.status).toBe(200)
    expect(replies.badLogin.status).toBe(401)
    expect(replies.forgot.status).toBe(200)
    // The unconfigured adapter's line is there, without the address.
    expect(text).toContain('[email] not sent: SMTP_URL is not set')
    const forbidden = [
      visitor.fullname,
      visitor.email,
      visitor.phone,
      visitor.phone.replaceAll('-', ''),
      visitor.description,
      wrongLogin.email,
      wrongLogin.password,
      scriptAdmin.email,
      scriptAdmin.password,
      clientAddress,
      'logcheck',
      resetToken,
    ]
    for (const value of forbidden) expect(text).not.toContain(value)
  })
})
