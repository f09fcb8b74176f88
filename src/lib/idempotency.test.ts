import { describe, expect, it } from 'vitest'

import { createMemoryIdempotencyStore } from './idempotency'

describe('idempotency store', () => {
  it('runs the work once per key and replays its reply, also to concurrent callers', async () => {
    const store = createMemoryIdempotencyStore<number>()
    let runs = 0
    const work = async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, 10))
      return runs
    }
    const replies = await Promise.all([
      store.run('k', work),
      store.run('k', work),
      store.run('k', work),
    ])
    expect(replies).toEqual([1, 1, 1])
    expect(await store.run('other', work)).toBe(2)
    expect(runs).toBe(2)
  })

  it('lets a failed attempt be retried', async () => {
    const store = createMemoryIdempotencyStore<string>()
    await expect(store.run('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    )
    expect(await store.run('k', async () => 'stored')).toBe('stored')
  })
})
