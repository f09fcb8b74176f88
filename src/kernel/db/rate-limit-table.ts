import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { RateLimiter, TokenBucketOptions } from '@/kernel/api/rate-limit'

import { drizzleOf } from './drizzle'

/** Our buckets all refill within a day; one untouched for longer is full and can go. */
const forgetAfterMs = 24 * 60 * 60 * 1000
const sweepEvery = 500

const number = (value: number) => sql.raw(String(value))

/**
 * Deletes the buckets untouched for a day (they would be full again anyway) and says how many.
 * The limiter sweeps every few hundred tokens; the housekeeping schedule sweeps a quiet site.
 */
export async function sweepIdleBuckets(payload: Payload, now = Date.now()): Promise<number> {
  const { db, tables } = await drizzleOf(payload)
  const table = tables.rate_limits
  const deleted = await db
    .delete(table)
    .where(sql`${table.refilledAt} < ${number(now - forgetAfterMs)}`)
    .returning({ key: table.key })
  return deleted.length
}

/**
 * A token bucket per key in the `rate-limits` table, shared by every app instance on the
 * database. One statement takes a token: it inserts a new bucket or refills the stored one for
 * the time passed, takes a token if there is one, and returns the verdict, so two instances can
 * never both spend the last token. (On SQLite it takes the process's turn at the writer; see
 * durable-sqlite.ts.) It runs in the caller's transaction when there is one (a login).
 */
export function createDatabaseRateLimiter(
  getPayload: () => Promise<Payload>,
  { burst, perHour }: TokenBucketOptions,
): RateLimiter {
  const perMs = perHour / 3_600_000
  let takes = 0

  return {
    async take(key, now = Date.now(), req) {
      const { db, tables } = await drizzleOf(await getPayload(), req)
      const table = tables.rate_limits
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
      const { db, tables } = await drizzleOf(await getPayload(), req)
      const table = tables.rate_limits
      await db.delete(table).where(sql`${table.key} = ${key}`)
    },
  }
}
