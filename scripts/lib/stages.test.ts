import { describe, expect, it } from 'vitest'

import { formatDuration } from './stages.mjs'

describe('formatDuration', () => {
  it('gives minutes and two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0m00s')
    expect(formatDuration(11_000)).toBe('0m11s')
    expect(formatDuration(767_536)).toBe('12m48s')
  })

  it('carries a second rounded up to 60 into the minutes', () => {
    expect(formatDuration(419_600)).toBe('7m00s')
    expect(formatDuration(59_500)).toBe('1m00s')
  })
})
