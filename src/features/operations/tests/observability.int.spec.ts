// What an operator's tools read: the readiness check (database within a deadline, migrations
// applied, Redis when configured, the job runner looking at the queue), the metrics the endpoints,
// the channels and the rate limits count, and the gauges a scrape reads from the database and
// the backup status.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as metricsRoute } from '@/app/api/metrics/route'
import { sharedRedis } from '@/kernel/api/shared-rate-limit'
import { provide, provided } from '@/kernel/runtime.mjs'
import { noteRunnerTick } from '@/kernel/server/lifecycle'
import { metrics } from '@/kernel/server/metrics.mjs'

import { tracked } from '@/features/notifications/channel-health'

import { leadRequest, setUpLeadEndpoint, validLead } from '../../../../tests/helpers/lead-endpoint'
import { databaseKind } from '../../../../tests/helpers/payload'
import { statusFile } from '../backup/create'
import { readiness, runnerStaleMs } from '../health'
import { refreshGauges } from '../scrape'

const endpoint = setUpLeadEndpoint()
let payload: Payload

beforeAll(() => {
  payload = endpoint.payload
})

/** A metric's current value for the given labels (0 when it has not been counted). */
async function valueOf(name: string, labels: Record<string, string> = {}) {
  const metric = metrics().registry.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = await metric.get()
  const found = values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
  )
  return found?.value ?? 0
}

const lifecycleState = () => provided('lifecycle')!

describe(`readiness (${databaseKind})`, () => {
  const getPayload = async () => payload

  it('is ready on a migrated database whose job runner looked at the queue', async () => {
    noteRunnerTick()
    const result = await readiness(getPayload)
    expect(result.ready).toBe(true)
    expect(result.checks.map((check) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['migrations', true],
      ['jobs', true],
    ])
  })

  it('is not ready when the database does not answer within the deadline', async () => {
    const never = () => new Promise<Payload>(() => undefined)
    const started = Date.now()
    const result = await readiness(never, { deadlineMs: 150 })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(result.ready).toBe(false)
    expect(result.checks.find((check) => check.name === 'database')).toMatchObject({
      ok: false,
      detail: 'no answer within 150 ms',
    })
  })

  it('names a committed migration the database has not applied', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const last = docs[0]
    await payload.delete({ collection: 'payload-migrations', id: last.id, overrideAccess: true })
    provide('migrationsApplied', false)
    try {
      const result = await readiness(getPayload)
      expect(result.ready).toBe(false)
      expect(result.checks.find((check) => check.name === 'migrations')).toMatchObject({
        ok: false,
        detail: `not applied: ${last.name}`,
      })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: last.name, batch: last.batch },
        overrideAccess: true,
      })
    }
    expect((await readiness(getPayload)).ready).toBe(true)
  })

  it('is not ready when the job runner has not looked at the queue for a minute', async () => {
    const now = Date.now()
    noteRunnerTick(now - runnerStaleMs - 5_000)
    const stale = await readiness(getPayload, { now })
    expect(stale.ready).toBe(false)
    expect(stale.checks.find((check) => check.name === 'jobs')?.detail).toMatch(
      /has not looked at the queue for 65 s/,
    )
    noteRunnerTick(now)
    expect((await readiness(getPayload, { now })).ready).toBe(true)
  })

  it('is not ready once the instance is stopping', async () => {
    lifecycleState().stopping = true
    try {
      expect(await readiness(getPayload)).toEqual({
        ready: false,
        checks: [{ name: 'stopping', ok: false, ms: 0, detail: 'stopping' }],
      })
    } finally {
      lifecycleState().stopping = false
    }
  })

  it('asks Redis when REDIS_URL is set, and is not ready when it does not answer', async () => {
    noteRunnerTick()
    const down = 'redis://127.0.0.1:1'
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const result = await readiness(getPayload, { redisUrl: down, deadlineMs: 500 })
      expect(result.ready).toBe(false)
      expect(result.checks.find((check) => check.name === 'redis')?.ok).toBe(false)
    } finally {
      ;(await sharedRedis(down)).disconnect()
      logged.mockRestore()
    }
    const redisUrl = process.env.TEST_REDIS_URL
    if (redisUrl) {
      const result = await readiness(getPayload, { redisUrl })
      expect(result.checks.find((check) => check.name === 'redis')).toMatchObject({ ok: true })
      expect(result.ready).toBe(true)
      ;(await sharedRedis(redisUrl)).disconnect()
    }
  })
})

describe(`metrics (${databaseKind})`, () => {
  it('counts leads stored, kept as spam and refused, by reason', async () => {
    const labels = (outcome: string, reason = '') => ({ form: 'lead', outcome, reason })
    const before = {
      stored: await valueOf('clinic_submissions_total', labels('stored')),
      spam: await valueOf('clinic_submissions_total', labels('spam')),
      invalid: await valueOf('clinic_submissions_total', labels('refused', 'invalid')),
      limited: await valueOf('clinic_submissions_total', labels('refused', 'rate-limited')),
      refusals: await valueOf('clinic_rate_limit_refusals_total', { limit: 'lead' }),
    }
    expect((await endpoint.send(leadRequest(validLead(), { ip: '192.0.2.81' }))).status).toBe(200)
    const bot = { ...validLead(), website: 'https://spam.example' }
    expect((await endpoint.send(leadRequest(bot, { ip: '192.0.2.82' }))).status).toBe(200)
    const invalid = { ...validLead(), email: 'not-an-address' }
    expect((await endpoint.send(leadRequest(invalid, { ip: '192.0.2.83' }))).status).toBe(400)
    for (let i = 0; i < 6; i += 1)
      await endpoint.send(leadRequest(validLead(), { ip: '192.0.2.84' }))

    expect(await valueOf('clinic_submissions_total', labels('stored'))).toBe(before.stored + 6)
    expect(await valueOf('clinic_submissions_total', labels('spam'))).toBe(before.spam + 1)
    expect(await valueOf('clinic_submissions_total', labels('refused', 'invalid'))).toBe(
      before.invalid + 1,
    )
    expect(await valueOf('clinic_submissions_total', labels('refused', 'rate-limited'))).toBe(
      before.limited + 1,
    )
    expect(await valueOf('clinic_rate_limit_refusals_total', { limit: 'lead' })).toBe(
      before.refusals + 1,
    )
  })

  it('counts notifications sent and failed per channel', async () => {
    const sent = await valueOf('clinic_notifications_total', { channel: 'email', result: 'sent' })
    const failed = await valueOf('clinic_notifications_total', {
      channel: 'line',
      result: 'failed',
    })
    await tracked(payload, 'email', Promise.resolve('ok'))
    await expect(
      tracked(payload, 'line', Promise.reject(new Error('LINE answered 401'))),
    ).rejects.toThrow('401')
    expect(await valueOf('clinic_notifications_total', { channel: 'email', result: 'sent' })).toBe(
      sent + 1,
    )
    expect(await valueOf('clinic_notifications_total', { channel: 'line', result: 'failed' })).toBe(
      failed + 1,
    )
  })

  it('reads the queue and the last backup into gauges at each scrape', async () => {
    await payload.jobs.queue({ task: 'notifyLead', input: { leadId: 1 } })
    const failed = await payload.jobs.queue({ task: 'notifyLead', input: { leadId: 2 } })
    await payload.update({
      collection: 'payload-jobs',
      id: failed.id,
      data: { hasError: true },
      overrideAccess: true,
    })
    // A minute after the jobs were queued, an hour after the last backup.
    const now = new Date(Date.now() + 60_000)
    const dir = process.env.BACKUP_DIR as string
    mkdirSync(dir, { recursive: true })
    const at = new Date(now.getTime() - 3_600_000).toISOString()
    // Before the first backup: no age at all (a 0 would read as a fresh backup).
    await refreshGauges(payload, now)
    expect(
      (await metrics().registry.getSingleMetric('clinic_backup_last_success_age_seconds')!.get())
        .values,
    ).toEqual([])
    writeFileSync(
      path.join(dir, statusFile),
      JSON.stringify({
        lastSuccess: { name: 'x.backup', bytes: 4096, createdAt: at, stores: [], removed: [], at },
      }),
    )
    await refreshGauges(payload, now)
    expect(await valueOf('clinic_jobs_queued')).toBe(1)
    expect(await valueOf('clinic_jobs_failed')).toBe(1)
    const age = await valueOf('clinic_jobs_oldest_due_age_seconds')
    expect(age).toBeGreaterThanOrEqual(59)
    expect(age).toBeLessThan(70)
    expect(await valueOf('clinic_backup_last_success_age_seconds')).toBe(3600)
    expect(await valueOf('clinic_backup_last_success_bytes')).toBe(4096)
    expect(await valueOf('clinic_backup_failing')).toBe(0)
  })

  it('has no route without METRICS_TOKEN', async () => {
    const response = await metricsRoute(new Request('http://localhost/api/metrics'))
    expect(response.status).toBe(404)
  })
})
