// The lead endpoint's rate limit: one address gets its burst, then 429; the buckets are rows of the
// database shared by every app instance, keyed by a salted hash of the address, refilled at the
// configured rate and swept when idle.
import { describe, expect, it } from 'vitest'

import { createSharedRateLimiter } from '@/kernel/api/shared-rate-limit'
import { sweepIdleBuckets } from '@/kernel/db/rate-limit-table'

import { leadRequest, setUpLeadEndpoint, validLead } from '../../../../tests/helpers/lead-endpoint'

const endpoint = setUpLeadEndpoint()
const { send, countLeads } = endpoint

describe('POST /api/public/leads', () => {
  it('limits one address to the burst, answering 429 with a generic message', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i += 1)
      statuses.push((await send(leadRequest(validLead(), { ip: '198.51.100.9' }))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(await countLeads()).toBe(5)
    const { body } = await send(leadRequest(validLead(), { ip: '198.51.100.9' }))
    expect(body).toEqual({ code: 429, message: expect.stringContaining('บ่อยเกินไป') })
    // Another address is not affected.
    expect((await send(leadRequest(validLead(), { ip: '198.51.100.10' }))).status).toBe(200)
  })
})

describe('shared rate limit', () => {
  const options = { burst: 5, perHour: 20 }

  it('is one bucket for every app instance on the database', async () => {
    // Two instances: two limiter objects that share nothing but the database.
    const first = createSharedRateLimiter(async () => endpoint.payload, options, undefined)
    const second = createSharedRateLimiter(async () => endpoint.payload, options, undefined)
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).take('lead:192.0.2.50')),
    )
    expect(verdicts.filter(Boolean)).toHaveLength(5)
    expect(await first.take('lead:192.0.2.51')).toBe(true)
    // Without REDIS_URL the buckets are rows of the database.
    const rows = await endpoint.payload.find({ collection: 'rate-limits', overrideAccess: true })
    expect(rows.docs).toHaveLength(2)
  })

  it('keys its rows by a salted hash of the address, never the address itself', async () => {
    const response = await send(leadRequest(validLead(), { ip: '203.0.113.77' }))
    expect(response.status).toBe(200)
    const { docs } = await endpoint.payload.find({
      collection: 'rate-limits',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].key).toMatch(/^lead:[\w-]{43}$/)
    expect(docs[0].key).not.toContain('203.0.113')
  })

  it('forgets buckets idle for a day when swept, and keeps the others', async () => {
    const limiter = createSharedRateLimiter(async () => endpoint.payload, options, undefined)
    const now = Date.UTC(2026, 0, 2)
    await limiter.take('lead:old', now - 25 * 3_600_000)
    await limiter.take('lead:recent', now - 3_600_000)
    await sweepIdleBuckets(endpoint.payload, now)
    const { docs } = await endpoint.payload.find({
      collection: 'rate-limits',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(await limiter.take('lead:recent', now)).toBe(true)
    expect(
      (await endpoint.payload.count({ collection: 'rate-limits', overrideAccess: true })).totalDocs,
    ).toBe(1)
  })

  it('refills at the configured rate, never above the burst', async () => {
    const limiter = createSharedRateLimiter(async () => endpoint.payload, options)
    const start = Date.UTC(2026, 0, 1)
    for (let i = 0; i < 5; i += 1) expect(await limiter.take('lead:refill', start)).toBe(true)
    expect(await limiter.take('lead:refill', start)).toBe(false)
    // 20 per hour: one token every 3 minutes.
    expect(await limiter.take('lead:refill', start + 2 * 60_000)).toBe(false)
    expect(await limiter.take('lead:refill', start + 3 * 60_000)).toBe(true)
    expect(await limiter.take('lead:refill', start + 3 * 60_000)).toBe(false)
    // A day later the bucket holds the burst again, not more.
    const later = start + 24 * 3_600_000
    const burst = []
    for (let i = 0; i < 7; i += 1) burst.push(await limiter.take('lead:refill', later))
    expect(burst.filter(Boolean)).toHaveLength(5)
  })

  it('forgets a bucket on reset', async () => {
    const limiter = createSharedRateLimiter(async () => endpoint.payload, { burst: 1, perHour: 1 })
    expect(await limiter.take('login:192.0.2.9')).toBe(true)
    expect(await limiter.take('login:192.0.2.9')).toBe(false)
    await limiter.reset?.('login:192.0.2.9')
    expect(await limiter.take('login:192.0.2.9')).toBe(true)
  })
})
