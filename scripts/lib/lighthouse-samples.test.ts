import { describe, expect, it } from 'vitest'

import {
  measureUntilComplete,
  medians,
  missingMetrics,
  scaledTbtBudget,
  spread,
} from './lighthouse-samples.mjs'

/** The part of a Lighthouse result these helpers read: the two metrics, or a failed run. */
function lhr(tbt?: number, lcp?: number) {
  const audit = (value?: number) =>
    value === undefined
      ? { numericValue: undefined, errorMessage: 'NO_NAVSTART' }
      : { numericValue: value }
  return {
    audits: { 'total-blocking-time': audit(tbt), 'largest-contentful-paint': audit(lcp) },
    ...(tbt === undefined ? { runtimeError: { code: 'NO_NAVSTART' } } : {}),
  }
}

/** Stands in for Lighthouse (outside our system): hands out the given runs in order. */
function runs(...results: ReturnType<typeof lhr>[]) {
  const calls: string[] = []
  const measureOnce = async (url: string) => {
    calls.push(url)
    const next = results[calls.length - 1]
    return { lhr: next, sample: { tbt: next.audits['total-blocking-time'].numericValue } }
  }
  return { calls, measureOnce }
}

describe('missingMetrics', () => {
  it('names the metrics a run could not compute', () => {
    expect(missingMetrics(lhr(120, 1500))).toEqual([])
    expect(missingMetrics(lhr(undefined, undefined))).toEqual([
      'total-blocking-time',
      'largest-contentful-paint',
    ])
    expect(missingMetrics(lhr(80, undefined))).toEqual(['largest-contentful-paint'])
  })
})

describe('measureUntilComplete', () => {
  it('measures a failed run again and keeps the first complete one', async () => {
    const { calls, measureOnce } = runs(lhr(), lhr(140, 1200), lhr(60, 1100))
    const lines: string[] = []
    const sample = await measureUntilComplete(measureOnce, 'http://x/', {
      log: (line: string) => lines.push(line),
    })
    expect(sample).toEqual({ tbt: 140 })
    expect(calls).toHaveLength(2)
    expect(lines).toEqual([
      'http://x/: no total-blocking-time or largest-contentful-paint in this run (NO_NAVSTART); measured again',
    ])
  })

  it('gives up after the tries it was given, with nothing to count', async () => {
    const { calls, measureOnce } = runs(lhr(), lhr(), lhr(), lhr(50, 900))
    const lines: string[] = []
    const sample = await measureUntilComplete(measureOnce, 'http://x/', {
      log: (line: string) => lines.push(line),
    })
    expect(sample).toBeNull()
    expect(calls).toHaveLength(3)
    expect(lines.at(-1)).toMatch(/left out of the medians after 3 tries$/)
  })

  it('does not count a failed run as a TBT of 0 in the median', async () => {
    const counted = []
    for (const result of [lhr(150, 1), lhr(), lhr(130, 1), lhr(170, 1)]) {
      const sample = await measureUntilComplete(runs(result).measureOnce, 'http://x/', { tries: 1 })
      if (sample) counted.push(sample)
    }
    // Counting the failed run as 0 would give 140; left out, the median is 150.
    expect(medians(counted).tbt).toBe(150)
  })
})

describe('medians', () => {
  it('takes each key’s median and counts a work category a run lacks as 0', () => {
    expect(
      medians([
        { tbt: 100, 'work:other': 30 },
        { tbt: 300, 'work:other': 10, 'work:gc': 4 },
        { tbt: 200, 'work:other': 20 },
      ]),
    ).toEqual({ tbt: 200, 'work:other': 20, 'work:gc': 0 })
  })
})

describe('spread', () => {
  it('gives the median, the range and the count of the runs that had the metric', () => {
    expect(spread([{ tbt: 90 }, { tbt: 250 }, { tbt: 50 }, { tbt: 120 }, {}], 'tbt')).toEqual({
      median: 105,
      min: 50,
      max: 250,
      count: 4,
    })
  })

  it('says there were no runs rather than a range of nothing', () => {
    expect(spread([{ lcp: 900 }], 'tbt')).toEqual({ median: NaN, min: NaN, max: NaN, count: 0 })
  })
})

describe('scaledTbtBudget', () => {
  it('is 100 ms at index 3,000 and scales inversely with the index', () => {
    expect(scaledTbtBudget(3_000)).toBe(100)
    // The slow machine: its +282 ms on /articles is +111 at index 3,000, over 100.
    expect(scaledTbtBudget(1_187)).toBe(253)
    expect(scaledTbtBudget(4_000)).toBe(75)
    expect(scaledTbtBudget(3_000, 50)).toBe(50)
    expect(scaledTbtBudget(1_500, 50)).toBe(100)
  })

  it('keeps the budget at index 3,000 when Lighthouse reported no index', () => {
    expect(scaledTbtBudget(Number.NaN)).toBe(100)
    expect(scaledTbtBudget(0)).toBe(100)
    expect(scaledTbtBudget(undefined as unknown as number)).toBe(100)
  })
})
