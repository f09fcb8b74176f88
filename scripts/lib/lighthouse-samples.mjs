// How bench-lighthouse.mjs turns Lighthouse runs into the medians it compares: a run without the
// metrics the budgets rest on is measured again, and never enters a median as a zero.
import { median } from './server.mjs'

/** The metrics every budget rests on; a run without one of them cannot be compared. */
export const requiredMetrics = ['total-blocking-time', 'largest-contentful-paint']

/** Which of the required metrics Lighthouse could not compute in this run (NO_NAVSTART, say). */
export function missingMetrics(lhr) {
  return requiredMetrics.filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue))
}

/**
 * Runs `measureOnce(url)` (which resolves to `{ lhr, sample }`) until a run has every required
 * metric, at most `tries` times; resolves to that run's sample, or to null when none had them,
 * so the median is taken over the runs that measured something rather than counting a failed
 * run's missing TBT as 0 (which flatters a page or, for the floor, wrongs every page).
 * @template T
 * @param {(url: string) => Promise<{ lhr: any, sample: T }>} measureOnce
 * @param {string} url
 * @param {{ tries?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<T | null>}
 */
export async function measureUntilComplete(measureOnce, url, { tries = 3, log = () => {} } = {}) {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const { lhr, sample } = await measureOnce(url)
    const missing = missingMetrics(lhr)
    if (!missing.length) return sample
    const why = lhr.runtimeError?.code ?? lhr.audits[missing[0]]?.errorMessage ?? 'no value'
    log(
      `${url}: no ${missing.join(' or ')} in this run (${why}); ${attempt < tries ? 'measured again' : `left out of the medians after ${tries} tries`}`,
    )
  }
  return null
}

/** The median of each key over the samples; a key a sample lacks (a work category) counts 0. */
export function medians(samples) {
  const keys = [...new Set(samples.flatMap((one) => Object.keys(one)))]
  const pick = (key) =>
    median(samples.map((one) => one[key] ?? 0).filter((value) => Number.isFinite(value)))
  return Object.fromEntries(keys.map((key) => [key, pick(key)]))
}

/**
 * One metric over the samples: its median, lowest and highest value and how many samples had it,
 * to print how widely a reference's runs spread beside the median that is compared.
 * @param {Array<Record<string, number>>} samples
 * @param {string} key
 */
export function spread(samples, key) {
  const values = samples.map((one) => one[key]).filter((value) => Number.isFinite(value))
  if (!values.length) return { median: NaN, min: NaN, max: NaN, count: 0 }
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    count: values.length,
  }
}

/** The benchmark index the TBT budget is set at (Lighthouse's `environment.benchmarkIndex`). */
export const budgetIndex = 3_000

/**
 * The budget on TBT over the blank page for a run whose machine scored `benchmarkIndex`:
 * `atBudgetIndex` ms at index 3,000, scaled inversely with the index, as the tasks Lighthouse
 * observes (and multiplies by its CPU slowdown) take longer on a slower machine. A slow machine's
 * run is held to what the page costs there, and a fast machine's run gets no more room than the
 * page needs: 253 ms at index 1,187, 75 ms at 4,000. An index Lighthouse did not report leaves
 * the budget as it is at 3,000.
 * @param {number} benchmarkIndex
 * @param {number} [atBudgetIndex]
 */
export function scaledTbtBudget(benchmarkIndex, atBudgetIndex = 100) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return atBudgetIndex
  return Math.round((atBudgetIndex * budgetIndex) / benchmarkIndex)
}
