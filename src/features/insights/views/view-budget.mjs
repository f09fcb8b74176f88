// How many page views one address may add to the counts: the same allowance the site's view
// beacon has (POST /api/public/views answers 429 past it), so a script loading a page in a loop
// cannot inflate the funnel. Plain JavaScript: the production server (scripts/serve.mjs), which
// counts the pages it serves, applies it before Next's bundles are loaded. The buckets live in
// this process's memory only, keyed by a salted hash of the address, and are forgotten when full.
import { createHash, randomBytes } from 'node:crypto'

/** A visitor moves between a few pages a minute; a script counting thousands may not. */
export const viewBudget = { burst: 30, perHour: 600 }

/** Addresses remembered at most; past it, those whose allowance has refilled are forgotten. */
const maxAddresses = 50_000

/**
 * A token bucket per address: `take(address)` is true while the address still has views left.
 * @param {{ burst: number, perHour: number }} [limits]
 */
export function createViewBudget({ burst, perHour } = viewBudget) {
  const salt = randomBytes(16)
  const refillPerMs = perHour / 3_600_000
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map()
  const keyOf = (address) => createHash('sha256').update(salt).update(address).digest('base64')

  function forgetRefilled(now) {
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.at) * refillPerMs >= burst) buckets.delete(key)
    }
    // Still full: the oldest go (a flood of new addresses only costs their own counting).
    for (const key of buckets.keys()) {
      if (buckets.size < maxAddresses) break
      buckets.delete(key)
    }
  }

  return {
    /**
     * @param {string} address
     * @param {number} [now]
     */
    take(address, now = Date.now()) {
      const key = keyOf(address)
      const bucket = buckets.get(key) ?? { tokens: burst, at: now }
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * refillPerMs)
      bucket.at = now
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= 1
      buckets.delete(key)
      buckets.set(key, bucket)
      if (buckets.size > maxAddresses) forgetRefilled(now)
      return allowed
    },
  }
}
