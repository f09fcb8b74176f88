import { describe, expect, it } from 'vitest'

import { createMemoryRateLimiter } from './rate-limit'

describe('token bucket', () => {
  it('allows the burst, then refuses, then refills at the hourly rate', async () => {
    const limiter = createMemoryRateLimiter({ burst: 5, perHour: 20 })
    const t0 = 1_000_000
    for (let i = 0; i < 5; i += 1) expect(await limiter.take('ip', t0)).toBe(true)
    expect(await limiter.take('ip', t0)).toBe(false)
    // 20 per hour: one token every 3 minutes.
    expect(await limiter.take('ip', t0 + 179_000)).toBe(false)
    expect(await limiter.take('ip', t0 + 181_000)).toBe(true)
    expect(await limiter.take('ip', t0 + 181_000)).toBe(false)
  })

  it('keeps one bucket per key', async () => {
    const limiter = createMemoryRateLimiter({ burst: 1, perHour: 1 })
    expect(await limiter.take('a', 0)).toBe(true)
    expect(await limiter.take('a', 0)).toBe(false)
    expect(await limiter.take('b', 0)).toBe(true)
  })

  it('never holds more than the burst after a long quiet time', async () => {
    const limiter = createMemoryRateLimiter({ burst: 2, perHour: 20 })
    expect(await limiter.take('ip', 0)).toBe(true)
    const later = 10 * 3_600_000
    expect(await limiter.take('ip', later)).toBe(true)
    expect(await limiter.take('ip', later)).toBe(true)
    expect(await limiter.take('ip', later)).toBe(false)
  })
})
