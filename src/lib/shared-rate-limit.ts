import { sql } from '@payloadcms/db-sqlite'
import type { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import type { RateLimiter, TokenBucketOptions, TransactionHolder } from '@/lib/rate-limit'

/** Our buckets all refill within a day; one untouched for longer is full and can go. */
const forgetAfterMs = 24 * 60 * 60 * 1000
const sweepEvery = 500

type DrizzleAdapter = {
  drizzle: {
    insert(table: unknown): {
      values(row: Record<string, unknown>): {
        onConflictDoUpdate(config: { target: unknown; set: Record<string, unknown> }): {
          returning(fields: Record<string, unknown>): Promise<{ allowed: number | string }[]>
        }
      }
    }
    delete(table: unknown): { where(condition: unknown): Promise<unknown> }
  }
  tables: Record<string, Record<string, unknown>>
  sessions: Record<string | number, { db: DrizzleAdapter['drizzle'] } | undefined>
}

/** The caller's transaction when it has one: a write beside it would wait for it to end. */
async function drizzleFor(adapter: DrizzleAdapter, req?: TransactionHolder) {
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[id]?.db) || adapter.drizzle
}

/**
 * A token bucket per key in the `rate-limits` table, shared by every app instance on the
 * database. One statement takes a token: it inserts a new bucket or refills the stored one for
 * the time passed, takes a token if there is one, and returns the verdict, so two instances can
 * never both spend the last token. (On SQLite it takes the process's turn at the writer; see
 * src/lib/durable-sqlite.ts.)
 */
export function createDatabaseRateLimiter(
  getPayload: () => Promise<Payload>,
  { burst, perHour }: TokenBucketOptions,
): RateLimiter {
  const perMs = perHour / 3_600_000
  const number = (value: number) => sql.raw(String(value))
  let takes = 0

  return {
    async take(key, now = Date.now(), req) {
      const adapter = (await getPayload()).db as unknown as DrizzleAdapter
      const table = adapter.tables.rate_limits
      const db = await drizzleFor(adapter, req)
      const grown = sql`(${table.tokens} + (${number(now)} - ${table.refilledAt}) * ${number(perMs)})`
      const refilled = sql`(case when ${grown} > ${number(burst)} then ${number(burst)} else ${grown} end)`
      const [row] = await db
        .insert(table)
        .values({ key, tokens: burst - 1, refilledAt: now, allowed: burst >= 1 ? 1 : 0 })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            tokens: sql`(case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end)`,
            refilledAt: now,
            allowed: sql`(case when ${refilled} >= 1 then 1 else 0 end)`,
          },
        })
        .returning({ allowed: table.allowed })
      if (++takes % sweepEvery === 0) {
        await db.delete(table).where(sql`${table.refilledAt} < ${number(now - forgetAfterMs)}`)
      }
      return Number(row?.allowed) === 1
    },
    async reset(key, req) {
      const adapter = (await getPayload()).db as unknown as DrizzleAdapter
      const table = adapter.tables.rate_limits
      // Inside the caller's transaction when there is one (a successful login), so the reset
      // commits with it.
      const db = await drizzleFor(adapter, req)
      await db.delete(table).where(sql`${table.key} = ${key}`)
    },
  }
}

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
  { prefix = 'clinic-plus:rate:' }: { prefix?: string } = {},
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
        // A cache outage must not take the contact form down with it: let the request through.
        console.error('[rate-limit] Redis unavailable, request allowed', error)
        return true
      }
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
  }
}

let redisClient: Redis | undefined

async function sharedRedis(url: string): Promise<Redis> {
  if (!redisClient) {
    const { Redis } = await import('ioredis')
    redisClient = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
    redisClient.on('error', (error) => console.error('[rate-limit] Redis error', error.message))
  }
  return redisClient
}

/**
 * The limiter the endpoints use: in Redis when REDIS_URL is set, otherwise in the database, so
 * that limits hold across app instances either way.
 */
export function createSharedRateLimiter(
  getPayload: () => Promise<Payload>,
  options: TokenBucketOptions,
  redisUrl: string | undefined = env.REDIS_URL,
): RateLimiter {
  if (!redisUrl) return createDatabaseRateLimiter(getPayload, options)
  let limiter: RateLimiter | undefined
  const get = async () => (limiter ??= createRedisRateLimiter(await sharedRedis(redisUrl), options))
  return {
    take: async (key, now, req) => (await get()).take(key, now, req),
    reset: async (key, req) => (await get()).reset?.(key, req),
  }
}
