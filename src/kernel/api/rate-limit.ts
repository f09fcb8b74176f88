import type { TransactionHolder } from '@/kernel/db/drizzle'

/** A token bucket: `burst` requests at once, refilled at `perHour` requests per hour. */
export type TokenBucketOptions = { burst: number; perHour: number }

export type RateLimiter = {
  /**
   * Takes a token if there is one. `req`: a Payload request whose transaction, if it has one,
   * the database limiter must write in (a write outside it would wait for it to end).
   */
  take(key: string, now?: number, req?: TransactionHolder): Promise<boolean>
  /** Forgets a key's history (a full bucket again), within `req`'s transaction if it has one. */
  reset?(key: string, req?: TransactionHolder): void | Promise<void>
}

type Bucket = { tokens: number; updatedAt: number }

/**
 * In-process buckets, for one process only: the write endpoints and logins use the shared limiter
 * (src/kernel/api/shared-rate-limit.ts); this one is the articles API's (a read should not cost a
 * write; its limit only stops a runaway client) and defines the bucket's behaviour in unit tests.
 */
export function createMemoryRateLimiter({ burst, perHour }: TokenBucketOptions): RateLimiter {
  const buckets = new Map<string, Bucket>()
  const refillPerMs = perHour / 3_600_000
  const sweepEvery = 10_000
  let calls = 0

  return {
    async take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: burst, updatedAt: now }
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.updatedAt) * refillPerMs)
      bucket.updatedAt = now
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= 1
      buckets.set(key, bucket)
      // Forget full buckets now and then so the map does not grow with every address seen.
      if (++calls % sweepEvery === 0) {
        for (const [k, b] of buckets) {
          if (b.tokens + (now - b.updatedAt) * refillPerMs >= burst) buckets.delete(k)
        }
      }
      return allowed
    },
    reset(key) {
      buckets.delete(key)
    },
  }
}
