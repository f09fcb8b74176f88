// `npm test`: lint, typecheck, unit + integration tests (Vitest; integration on PostgreSQL as well
// when TEST_DATABASE_URL is set) beside the production build, the end-to-end tests in Chromium
// (Playwright), then the system tests (Vitest's `system` and `system-alone` projects: two
// instances, durability under SIGKILL, forwarding headers against npm start). Ends with one
// summary line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { loadLocalEnv, projectRoot } from './lib/local-env.mjs'
import { run } from './lib/run.mjs'
import { formatDuration } from './lib/stages.mjs'
import {
  e2eTraceRerunArgs,
  e2eTracesDir,
  failureReason,
  playwrightFailures,
} from './lib/test-failures.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

loadLocalEnv()
applyTestEnv()
const resultsDir = path.join(projectRoot, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const e2eReport = path.join(resultsDir, 'e2e.json')
const problemsReporter = path.join(projectRoot, 'scripts/lib/vitest-problems-reporter.mjs')
rmSync(e2eReport, { force: true })

let passed = 0
let failed = 0
const failures = []
/** Each failed test by file and name, repeated at the very end so a log's last lines name them. */
const failedTests = []
/** How long each stage took, printed at the end: where the run's time goes. */
const stages = []
const started = Date.now()

/** Runs `work` as a stage and records its duration. */
async function stage(name, work) {
  const at = Date.now()
  try {
    return await work()
  } finally {
    stages.push([name, Date.now() - at])
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/** Runs a check (`work` resolves with an exit code) and counts it as one test. */
async function check(name, work, { buffered = false } = {}) {
  if (!buffered) console.log(`\n▶ ${name}`)
  const code = await work({ buffered })
  if (buffered) console.log(`■ ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`)
  if (code === 0) passed += 1
  else {
    failed += 1
    failures.push(name)
  }
  return code
}

// Side by side (each mostly uses one core); each one's output is printed whole when it ends.
console.log('\n▶ lint and typecheck')
await stage('lint and typecheck', () =>
  Promise.all([
    check('lint', (options) => run('eslint', ['.', '--max-warnings=0'], options), {
      buffered: true,
    }),
    // Next's route types first (a second), so the pages' exports are checked as the build would.
    check(
      'typecheck',
      async (options) =>
        (await run('next', ['typegen'], options)) || run('tsc', ['--noEmit'], options),
      { buffered: true },
    ),
  ]),
)
const typesChecked = !failures.includes('typecheck')

/**
 * Runs Vitest projects and counts their tests from its JSON report; a run that ends without a
 * report (it crashed) counts as one failure.
 */
async function vitestProjects(name, projects) {
  console.log(`\n▶ ${name} (vitest)`)
  const report = path.join(resultsDir, `vitest-${projects.join('-')}.json`)
  const problemsFile = path.join(resultsDir, `vitest-${projects.join('-')}-problems.json`)
  rmSync(report, { force: true })
  rmSync(problemsFile, { force: true })
  const code = await run(
    'vitest',
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--reporter=${problemsReporter}`,
      `--outputFile.json=${report}`,
    ],
    { env: { ...process.env, VITEST_PROBLEMS_FILE: problemsFile } },
  )
  const result = readJson(report)
  // Errors outside every test (unhandled, in a hook, a file that does not load), named at the end.
  for (const problem of readJson(problemsFile)?.problems ?? []) failedTests.push(problem)
  if (result) {
    passed += result.numPassedTests
    failed += result.numFailedTests
    if (result.numFailedTests > 0) failures.push(name)
    for (const file of result.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') {
          const reason = failureReason(test.failureMessages?.[0])
          failedTests.push(
            [`${path.relative(projectRoot, file.name)} › ${test.fullName}`, reason]
              .filter(Boolean)
              .join('\n'),
          )
        }
      }
    }
  }
  if (code !== 0 && (!result || result.numFailedTests === 0)) {
    failed += 1
    failures.push(`${name} (did not finish)`)
  }
}

// The integration tests run on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL names
// a server where they may create (and drop) their own databases.
const fastProjects = ['unit', 'int']
if (process.env.TEST_DATABASE_URL) fastProjects.push('int-postgres')
else console.log('TEST_DATABASE_URL is not set: integration tests on SQLite only')
// The production build runs beside the unit and integration tests: it needs only the sources,
// and each leaves the other's idle moments to it (a fifth of the tests' time, waits on
// PostgreSQL and on Payload's boots). Its output is printed whole when it ends.
console.log('\n▶ production build, beside the unit and integration tests (its output when it ends)')
const [, buildCode] = await Promise.all([
  stage(`unit and integration tests (${fastProjects.join(', ')})`, () =>
    vitestProjects('unit and integration tests', fastProjects),
  ),
  // Built against the throwaway test database (the article pages are prerendered from it), so
  // the end-to-end server, which recreates that database identically, reuses this build.
  stage('production build (beside them)', async () => {
    await freshSqliteDatabase()
    const code = await ensureBuild({ typesChecked, buffered: true })
    console.log(`■ production build: ${code === 0 ? 'passed' : `failed (exit ${code})`}`)
    return code
  }),
])
if (buildCode === 0) passed += 1
else {
  failed += 1
  failures.push('build')
}

console.log('\n▶ end-to-end tests (playwright, chromium)')
const e2eCode = await stage('end-to-end tests', () =>
  buildCode === 0 ? run('playwright', ['test']) : 1,
)
const e2e = readJson(e2eReport)
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
  if (e2e.stats.unexpected > 0) failures.push('e2e')
  failedTests.push(...playwrightFailures(e2e.suites ?? []))
}
if (e2eCode !== 0 && (!e2e || e2e.stats.unexpected === 0)) {
  failed += 1
  failures.push('e2e (did not finish)')
}
// The suite records no trace (a fifth of its time): each failed test runs once more with a full
// one, for diagnosis only. Its result changes nothing above: a test that failed has failed.
if (e2e?.stats.unexpected > 0) {
  console.log('\n▶ the failed end-to-end tests again, with traces (for diagnosis; counted above)')
  await stage('failed end-to-end tests traced', () =>
    run('playwright', e2eTraceRerunArgs(resultsDir)),
  )
  console.log(
    `traces: ${path.relative(projectRoot, e2eTracesDir(resultsDir))} (npx playwright show-trace <file>)`,
  )
}

// System tests on the production build: servers started as npm start starts them.
if (buildCode === 0)
  await stage('system tests', () => vitestProjects('system tests', ['system', 'system-alone']))
else {
  failed += 1
  failures.push('system tests (no build)')
}

console.log('\nwhere the time went:')
for (const [name, ms] of stages) console.log(`  ${formatDuration(ms).padStart(7)}  ${name}`)
console.log(`  ${formatDuration(Date.now() - started).padStart(7)}  in all`)
console.log('')
if (failedTests.length) {
  console.log('failed tests, and errors outside any test:')
  for (const test of failedTests) console.log(`  ✗ ${test}`)
}
if (failures.length) console.log(`failed: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
