// The rate limiter's Redis variant (REDIS_URL), against the Redis server named by TEST_REDIS_URL
// (.ci/run sets it to the local one). Without it, only the outage behaviour is checked.
import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { createRedisRateLimiter } from '@/kernel/api/shared-rate-limit'

const redisUrl = process.env.TEST_REDIS_URL
const options = { burst: 5, perHour: 20 }

describe('Redis rate limiter when Redis is down', () => {
  it('lets requests through when Redis cannot be reached, rather than refusing every lead', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    down.on('error', () => undefined)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const limiter = createRedisRateLimiter(down, options)
      for (let i = 0; i < 7; i += 1) expect(await limiter.take('lead:192.0.2.1')).toBe(true)
      expect(logged).toHaveBeenCalledWith(
        '[rate-limit] Redis unavailable, request allowed',
        expect.any(Error),
      )
    } finally {
      logged.mockRestore()
      down.disconnect()
    }
  })

  it('refuses every try when it guards logins (failOpen false), rather than stop guarding', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    down.on('error', () => undefined)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const limiter = createRedisRateLimiter(down, options, { failOpen: false })
      expect(await limiter.take('login:192.0.2.1')).toBe(false)
      expect(logged).toHaveBeenCalledWith(
        '[rate-limit] Redis unavailable, request refused',
        expect.any(Error),
      )
    } finally {
      logged.mockRestore()
      down.disconnect()
    }
  })
})

if (redisUrl) {
  describe('Redis rate limiter', () => {
    const prefix = `clinic-plus-test:${randomUUID()}:`
    const clients = [new Redis(redisUrl), new Redis(redisUrl)]
    // Two app instances: two connections, one bucket.
    const [first, second] = clients.map((client) =>
      createRedisRateLimiter(client, options, { prefix }),
    )

    afterAll(async () => {
      const keys = await clients[0].keys(`${prefix}*`)
      if (keys.length) await clients[0].del(...keys)
      for (const client of clients) client.disconnect()
    })

    it('is one bucket for every instance, even when they ask at once', async () => {
      const verdicts = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).take('lead:192.0.2.7')),
      )
      expect(verdicts.filter(Boolean)).toHaveLength(5)
    })

    it('refills at the configured rate, never above the burst, and expires idle buckets', async () => {
      const start = Date.UTC(2026, 0, 1)
      for (let i = 0; i < 5; i += 1) expect(await first.take('lead:refill', start)).toBe(true)
      expect(await first.take('lead:refill', start)).toBe(false)
      expect(await second.take('lead:refill', start + 2 * 60_000)).toBe(false)
      expect(await second.take('lead:refill', start + 3 * 60_000)).toBe(true)
      const later = start + 24 * 3_600_000
      const verdicts = []
      for (let i = 0; i < 7; i += 1) verdicts.push(await first.take('lead:refill', later))
      expect(verdicts.filter(Boolean)).toHaveLength(5)
      // Full again after burst / rate = 15 minutes, so the key need not outlive that.
      const ttl = await clients[0].pttl(`${prefix}lead:refill`)
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(15 * 60_000)
    })

    it('forgets a bucket on reset', async () => {
      const limiter = createRedisRateLimiter(clients[0], { burst: 1, perHour: 1 }, { prefix })
      expect(await limiter.take('login:192.0.2.9')).toBe(true)
      expect(await limiter.take('login:192.0.2.9')).toBe(false)
      await limiter.reset?.('login:192.0.2.9')
      expect(await limiter.take('login:192.0.2.9')).toBe(true)
    })
  })
}
