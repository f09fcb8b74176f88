import { createHash } from 'node:crypto'

import type { Redis } from 'ioredis'
import type { Payload } from 'payload'

import type { RateLimiter, TokenBucketOptions } from '@/kernel/api/rate-limit'
import { createDatabaseRateLimiter } from '@/kernel/db/rate-limit-table'
import { env } from '@/kernel/env'
import { metrics } from '@/kernel/server/metrics.mjs'

/** The same bucket in Redis, as one atomic script. */
const takeScript = `
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * perMs)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return allowed
`

export function createRedisRateLimiter(
  redis: Redis,
  { burst, perHour }: TokenBucketOptions,
  {
    prefix = 'clinic-plus:rate:',
    failOpen = true,
  }: {
    prefix?: string
    /**
     * What an outage answers: let the request through (the contact form stays up), or refuse it
     * (the login guard, which must not stop guarding while Redis is away).
     */
    failOpen?: boolean
  } = {},
): RateLimiter {
  const perMs = perHour / 3_600_000
  const fullAfterMs = Math.ceil(burst / perMs)
  return {
    async take(key, now = Date.now()) {
      try {
        const allowed = await redis.eval(
          takeScript,
          1,
          prefix + key,
          burst,
          perMs,
          now,
          fullAfterMs,
        )
        return Number(allowed) === 1
      } catch (error) {
        console.error(
          `[rate-limit] Redis unavailable, request ${failOpen ? 'allowed' : 'refused'}`,
          error,
        )
        return failOpen
      }
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
  }
}

const redisClients = new Map<string, Redis>()

/** One client per Redis URL for the process: the limits and the readiness check share it. */
export async function sharedRedis(url: string): Promise<Redis> {
  let client = redisClients.get(url)
  if (!client) {
    const { Redis } = await import('ioredis')
    client = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
    client.on('error', (error) => console.error('[rate-limit] Redis error', error.message))
    redisClients.set(url, client)
  }
  return client
}

/**
 * A bucket's stored key: the caller's prefix (`lead`, `login`…) kept readable, the rest (an
 * address) replaced by a salted hash, so no database row or Redis key holds a client address.
 */
/** A key's readable part: the caller's name before the first `:`. */
function keyPrefix(key: string): string {
  const cut = key.indexOf(':')
  return cut === -1 ? 'key' : key.slice(0, cut)
}

function bucketKey(salt: string, key: string): string {
  const prefix = keyPrefix(key)
  return `${prefix}:${createHash('sha256').update(`rate:${salt}:${key}`).digest('base64url')}`
}

/** Counts a refusal by the key's prefix (`lead`, `login`…: never the address after it). */
function counted(key: string, allowed: boolean): boolean {
  if (!allowed) metrics().rateLimitRefusals.inc({ limit: keyPrefix(key) })
  return allowed
}

/**
 * The limiter the endpoints use: in Redis when REDIS_URL is set, otherwise in the database, so
 * that limits hold across app instances either way.
 */
export function createSharedRateLimiter(
  getPayload: () => Promise<Payload>,
  options: TokenBucketOptions,
  {
    redisUrl = env.REDIS_URL,
    salt = env.PAYLOAD_SECRET,
    failOpen = true,
  }: { redisUrl?: string; salt?: string; failOpen?: boolean } = {},
): RateLimiter {
  const stored = (key: string) => bucketKey(salt, key)
  if (!redisUrl) {
    const limiter = createDatabaseRateLimiter(getPayload, options)
    return {
      take: async (key, now, req) => counted(key, await limiter.take(stored(key), now, req)),
      reset: (key, req) => limiter.reset?.(stored(key), req),
    }
  }
  let limiter: RateLimiter | undefined
  const get = async () =>
    (limiter ??= createRedisRateLimiter(await sharedRedis(redisUrl), options, { failOpen }))
  return {
    take: async (key, now, req) => counted(key, await (await get()).take(stored(key), now, req)),
    reset: async (key, req) => (await get()).reset?.(stored(key), req),
  }
}
