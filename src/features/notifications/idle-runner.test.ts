import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createIdleRunner } from './idle-runner'

describe('createIdleRunner', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs once the asks pause, not on every ask', async () => {
    const work = vi.fn(async () => undefined)
    const runner = createIdleRunner(work, { idleMs: 200, maxDelayMs: 10_000 })
    for (let i = 0; i < 5; i++) {
      runner.ask()
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('still runs during a steady stream of asks, at the latest after maxDelayMs', async () => {
    const work = vi.fn(async () => undefined)
    const runner = createIdleRunner(work, { idleMs: 200, maxDelayMs: 1_000 })
    for (let i = 0; i < 30; i++) {
      runner.ask()
      await vi.advanceTimersByTimeAsync(50)
    }
    // 1.5 s of asks every 50 ms: the idle pause never came, the upper bound fired once.
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs once more when asked during a run, never two runs at once', async () => {
    let active = 0
    let most = 0
    const work = vi.fn(async () => {
      active += 1
      most = Math.max(most, active)
      await new Promise((resolve) => setTimeout(resolve, 500))
      active -= 1
    })
    const runner = createIdleRunner(work, { idleMs: 10, maxDelayMs: 100 })
    runner.ask()
    await vi.advanceTimersByTimeAsync(20)
    runner.ask()
    runner.ask()
    await vi.advanceTimersByTimeAsync(2_000)
    await runner.idle()
    expect(work).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
  })

  it('goes straight on while the work reports more to do, but yields again to new asks', async () => {
    let left = 6
    const work = vi.fn(async () => --left > 0)
    const runner = createIdleRunner(work, { idleMs: 50, maxDelayMs: 1_000 })
    runner.ask()
    await vi.advanceTimersByTimeAsync(40)
    expect(work).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10)
    expect(work).toHaveBeenCalledTimes(1)
    // Left to itself it runs again at once…
    await vi.advanceTimersByTimeAsync(1)
    expect(work).toHaveBeenCalledTimes(2)
    // …but a new ask means requests are arriving: it waits for their pause again.
    runner.ask()
    await vi.advanceTimersByTimeAsync(40)
    expect(work).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(500)
    expect(work).toHaveBeenCalledTimes(6)
  })

  it('reports a failed run and keeps working', async () => {
    const errors: unknown[] = []
    const work = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('smtp down'))
      .mockResolvedValue(undefined)
    const runner = createIdleRunner(work, {
      idleMs: 10,
      maxDelayMs: 100,
      onError: (error) => errors.push(error),
    })
    runner.ask()
    await vi.advanceTimersByTimeAsync(20)
    runner.ask()
    await vi.advanceTimersByTimeAsync(20)
    expect(work).toHaveBeenCalledTimes(2)
    expect(errors).toHaveLength(1)
  })

  it('runs nothing more once stopped: neither what was scheduled nor a later ask', async () => {
    const work = vi.fn(async () => undefined)
    const runner = createIdleRunner(work, { idleMs: 200, maxDelayMs: 1_000 })
    runner.ask()
    runner.stop()
    runner.ask()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(work).not.toHaveBeenCalled()
    await runner.idle()
  })

  it('lets a run under way end, and does not follow it with the more it reported', async () => {
    const work = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      return true
    })
    const runner = createIdleRunner(work, { idleMs: 200, maxDelayMs: 1_000 })
    runner.ask()
    await vi.advanceTimersByTimeAsync(300)
    expect(work).toHaveBeenCalledTimes(1)
    runner.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
