// Housekeeping as Payload scheduled jobs: each task is queued by its schedule once (not once per
// instance or tick), runs through Payload's runner, and keeps the periods it promises.
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/kernel/env'
import { housekeepingQueue } from '@/kernel/jobs'

import { purgeSavedFiles } from '@/features/privacy/saved-files'

import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { createSignedInStaff } from '../helpers/staff'

let payload: Payload
let token = ''

beforeAll(async () => {
  payload = await getTestPayload()
  token = (await createSignedInStaff(payload, 'house@clinic.example', 'sales', 'sales')).token
})

afterAll(async () => {
  await payload?.destroy()
})

const queued = async (taskSlug: string) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: taskSlug } }, { queue: { equals: housekeepingQueue } }],
      },
      overrideAccess: true,
    })
  ).totalDocs

describe('the housekeeping schedule', () => {
  it('queues each task once, however often the scheduler ticks', async () => {
    await payload.jobs.handleSchedules({ queue: housekeepingQueue })
    await payload.jobs.handleSchedules({ queue: housekeepingQueue })
    // Each capability's upkeep (spam, saved files, retention, rate-limit buckets, the activity
    // log, late responses): every task scheduled in the housekeeping queue.
    const scheduled = (payload.config.jobs.tasks ?? []).filter((task) =>
      task.schedule?.some((entry) => entry.queue === housekeepingQueue),
    )
    expect(scheduled.map((task) => task.slug).sort()).toEqual([
      'applyRetention',
      'escalateLateResponses',
      'purgeActivityLog',
      'purgeSavedFiles',
      'purgeSpam',
      'sweepRateLimits',
    ])
    for (const task of scheduled) expect(await queued(task.slug), task.slug).toBe(1)
  })

  it('runs a queued task through Payload’s runner, which then drops the finished job', async () => {
    const job = await payload.jobs.queue({ task: 'purgeSpam', queue: housekeepingQueue, input: {} })
    const result = await payload.jobs.runByID({ id: job.id })
    expect(result.jobStatus?.[job.id]?.status).toBe('success')
    expect(
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { id: { equals: job.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('idle rate-limit buckets', () => {
  it('are swept by their scheduled task, and the buckets in use are kept', async () => {
    const now = Date.now()
    await payload.create({
      collection: 'rate-limits',
      data: { key: 'lead:idle', tokens: 5, refilledAt: now - 25 * 3_600_000, allowed: 1 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'rate-limits',
      data: { key: 'lead:in-use', tokens: 2, refilledAt: now - 3_600_000, allowed: 1 },
      overrideAccess: true,
    })
    const job = await payload.jobs.queue({
      task: 'sweepRateLimits',
      queue: housekeepingQueue,
      input: {},
    })
    const result = await payload.jobs.runByID({ id: job.id })
    expect(result.jobStatus?.[job.id]?.status).toBe('success')
    const { docs } = await payload.find({ collection: 'rate-limits', overrideAccess: true })
    expect(docs.map((doc) => doc.key)).toEqual(['lead:in-use'])
  })
})

describe('saved export files', () => {
  it('go with their record and stored filter once they are a day old', async () => {
    await payload.create({
      collection: 'leads',
      data: {
        fullname: 'ส่งออก เก็บไว้',
        phone: '0812345678',
        email: 'kept@clinic.example',
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    const reply = await rest('POST', '/exports', {
      token,
      body: {
        name: 'leads-today',
        collectionSlug: 'leads',
        format: 'csv',
        where: { email: { equals: 'kept@clinic.example' } },
      },
    })
    expect(reply.status).toBe(201)
    await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    const [saved] = (await payload.find({ collection: 'exports', overrideAccess: true })).docs
    // Kept with the staff's private files, never the public media.
    const file = path.resolve(env.PRIVATE_FILES_DIR, 'exports', saved.filename ?? '')
    expect(existsSync(file)).toBe(true)

    const hourLater = Date.now() + 3_600_000
    expect(await purgeSavedFiles(payload, hourLater)).toEqual({ exports: 0, imports: 0 })
    const dayLater = Date.now() + 25 * 3_600_000
    expect(await purgeSavedFiles(payload, dayLater)).toEqual({ exports: 1, imports: 0 })
    expect((await payload.count({ collection: 'exports', overrideAccess: true })).totalDocs).toBe(0)
    expect(existsSync(file)).toBe(false)
  })
})
