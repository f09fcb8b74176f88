import { describe, expect, it } from 'vitest'

import { createViewBudget, viewBudget } from './view-budget.mjs'

describe('the page views one address may add', () => {
  it('are the beacon’s allowance: 30 at once, then refilled at 600 an hour', () => {
    const budget = createViewBudget()
    const now = 1_000_000
    const counted = Array.from({ length: 40 }, () => budget.take('203.0.113.7', now))
    expect(counted.filter(Boolean)).toHaveLength(viewBudget.burst)
    expect(counted.slice(0, 30).every(Boolean)).toBe(true)
    // Another address has its own allowance.
    expect(budget.take('203.0.113.8', now)).toBe(true)
    // Six seconds later one more view is allowed (600 an hour), not two.
    expect(budget.take('203.0.113.7', now + 6_000)).toBe(true)
    expect(budget.take('203.0.113.7', now + 6_000)).toBe(false)
  })
})
