// A job run is background work: on SQLite, whose driver answers each statement synchronously, a
// batch of notifications would otherwise run as one task and hold every request until it ended.
// Here a timer set when a batch starts fires before the batch ends, and a request's own
// statements never wait.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inWriteScope, yieldIfBackground } from '@/kernel/db/write-scope'
import { claimedCount } from '@/kernel/server/lifecycle'

import { databaseKind, getTestPayload } from '../../../../tests/helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

async function queueNotifications(count: number) {
  for (let i = 0; i < count; i += 1) {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        fullname: `งานเบื้องหลัง ${i}`,
        phone: `08${String(10_000_000 + i)}`,
        email: `background-${i}@clinic.example`,
        organizationType: 'คลินิกความงาม',
        status: 'new',
      },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'notifyLead', input: { leadId: lead.id } })
  }
}

describe('job runs give way to requests', () => {
  it(`lets a timer set at the start of a batch fire before the batch ends (${databaseKind})`, async () => {
    await queueNotifications(10)
    const events: string[] = []
    setTimeout(() => events.push('timer'), 0)
    const result = await payload.jobs.run({ queue: 'default', limit: 10, silent: true })
    events.push('batch done')
    expect(Object.keys(result.jobStatus ?? {})).toHaveLength(10)
    expect(events).toEqual(['timer', 'batch done'])
    // Each finished job was let go of: a graceful stop has nothing of this batch left to wait for
    // or release (and could not release a job another runner took up since).
    expect(claimedCount()).toBe(0)
  })

  it('never makes a request’s own statements wait', () => {
    expect(inWriteScope(() => yieldIfBackground())).toBeUndefined()
    expect(yieldIfBackground()).toBeUndefined()
  })
})
