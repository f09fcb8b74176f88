// What `npm test`'s closing summary says of each failed test: its name, the step it failed in
// (Playwright) and the first lines of its error. A CI log's tail is often all that is left of a
// run, so it must say why a test failed and not only which.
import path from 'node:path'

/** The first lines of a failure's message, without colour codes, indented under its test. */
export function failureReason(message, lines = 6) {
  if (!message) return ''
  return String(message)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `      ${line}`)
    .join('\n')
}

/** The deepest step of a Playwright result that failed, as "outer › inner". */
function failedStep(steps = [], trail = []) {
  const step = steps.find((candidate) => candidate.error)
  return step ? failedStep(step.steps, [...trail, step.title]) : trail.join(' › ')
}

/** Every test of Playwright's JSON report whose outcome was unexpected, described. */
export function playwrightFailures(suites) {
  const failures = []
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const last = test.results?.at(-1)
        const step = failedStep(last?.steps)
        const reason = failureReason(last?.error?.message ?? last?.errors?.[0]?.message)
        failures.push(
          [`${spec.file} › ${spec.title}`, step && `      step: ${step}`, reason]
            .filter(Boolean)
            .join('\n'),
        )
      }
    }
    failures.push(...playwrightFailures(suite.suites ?? []))
  }
  return failures
}

/** Where the traced re-run of the failed end-to-end tests keeps its traces. */
export const e2eTracesDir = (resultsDir) => path.join(resultsDir, 'e2e-traces')

/**
 * Playwright's arguments for running the last run's failed tests once more with a full trace
 * (every action with the page's DOM, the console, the network), kept apart from the suite's
 * report: the list only, so test-results/e2e.json stays the suite's own.
 */
export function e2eTraceRerunArgs(resultsDir) {
  return [
    'test',
    '--last-failed',
    `--last-failed-file=${path.join(resultsDir, '.last-run.json')}`,
    '--trace=on',
    `--output=${e2eTracesDir(resultsDir)}`,
    '--reporter=list',
  ]
}
