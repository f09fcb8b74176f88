/**
 * Remembers the reply given to an Idempotency-Key for a day, so a retried request (a double click,
 * a flaky mobile network) stores one lead and gets the same answer. Concurrent requests with the
 * same key wait for the first one.
 */
export type IdempotencyStore<T> = {
  run(key: string, work: () => Promise<T>): Promise<T>
}

export function createMemoryIdempotencyStore<T>(ttlMs = 24 * 60 * 60 * 1000): IdempotencyStore<T> {
  const entries = new Map<string, { expiresAt: number; reply: Promise<T> }>()
  return {
    async run(key, work) {
      const now = Date.now()
      const existing = entries.get(key)
      if (existing && existing.expiresAt > now) return existing.reply
      const reply = work()
      entries.set(key, { expiresAt: now + ttlMs, reply })
      // A failed attempt must not be replayed: let the client try again.
      reply.catch(() => entries.delete(key))
      if (entries.size > 50_000) {
        for (const [k, entry] of entries) if (entry.expiresAt <= now) entries.delete(k)
      }
      return reply
    },
  }
}
