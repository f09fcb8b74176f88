// A Vitest reporter for `npm test`'s summary: what made a run fail besides a failed test. Vitest's
// JSON report counts tests only, so an error outside every test (an unhandled rejection, a failed
// beforeAll/afterAll hook, a file that does not load) ends the run with exit code 1 and 0 failed
// tests, and a log's tail says no more than "did not finish". This writes each such error, with the
// file it came from, to the JSON file named by VITEST_PROBLEMS_FILE.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

/** The first lines of an error: its message and where it was thrown. */
export function describeError(error, lines = 4) {
  const text = error?.stack || error?.message || String(error)
  return text.split('\n').slice(0, lines).join('\n')
}

export default class ProblemsReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const file = process.env.VITEST_PROBLEMS_FILE
    if (!file) return
    const problems = []
    for (const error of unhandledErrors) {
      const origin = error?.VITEST_TEST_PATH
        ? path.relative(process.cwd(), error.VITEST_TEST_PATH)
        : ''
      problems.push(
        `unhandled error${origin ? ` while ${origin} ran` : ''}: ${describeError(error)}`,
      )
    }
    for (const testModule of testModules) {
      const where = path.relative(process.cwd(), testModule.moduleId)
      const suites = [testModule, ...testModule.children.allSuites()]
      for (const suite of suites) {
        for (const error of suite.errors()) {
          const name = suite === testModule ? where : `${where} › ${suite.name}`
          problems.push(`${name}: ${describeError(error)}`)
        }
      }
    }
    writeFileSync(file, JSON.stringify({ reason, problems }, null, 2))
  }
}
