import { afterEach, describe, expect, it } from 'vitest'

import { forgetAll } from '@/kernel/runtime.mjs'

import { beginStop, cancelOnStop, isStopping, runsEnded, trackedRun } from './lifecycle'

describe('the graceful stop of background work', () => {
  afterEach(() => forgetAll())

  it('cancels every registered timer once, and none that was unregistered', () => {
    const cancelled: string[] = []
    cancelOnStop(() => cancelled.push('redirects'))
    const forget = cancelOnStop(() => cancelled.push('experiments'))
    cancelOnStop(() => cancelled.push('notifications'))
    forget()
    expect(cancelled).toEqual([])
    beginStop()
    expect(isStopping()).toBe(true)
    expect(cancelled.sort()).toEqual(['notifications', 'redirects'])
    beginStop()
    expect(cancelled).toHaveLength(2)
  })

  it('cancels at once what registers after the stop began', () => {
    beginStop()
    let cancelled = false
    cancelOnStop(() => (cancelled = true))
    expect(cancelled).toBe(true)
  })

  it('waits for the runs under way, a failed one too', async () => {
    let finished = 0
    const slow = trackedRun(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      finished += 1
    })
    const failing = trackedRun(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      finished += 1
      throw new Error('the job failed')
    }).catch((error: Error) => error.message)
    await runsEnded()
    expect(finished).toBe(2)
    await slow
    expect(await failing).toBe('the job failed')
  })
})
