import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const projectRoot = path.resolve(__dirname, '..', '..')
const reporter = path.join(projectRoot, 'scripts/lib/vitest-problems-reporter.mjs')
const dir = mkdtempSync(path.join(tmpdir(), 'problems-reporter-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs Vitest on one throwaway test file with the reporter, as npm test does. */
function runVitest(name: string, source: string) {
  writeFileSync(path.join(dir, name), source)
  writeFileSync(
    path.join(dir, 'vitest.config.mjs'),
    'export default { test: { include: ["*.spec.mjs"] } }\n',
  )
  const problemsFile = path.join(dir, `${name}.problems.json`)
  const run = spawnSync(
    path.join(projectRoot, 'node_modules/.bin/vitest'),
    ['run', name, '--root', dir, `--reporter=${reporter}`],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, VITEST_PROBLEMS_FILE: problemsFile } },
  )
  return { status: run.status, ...JSON.parse(readFileSync(problemsFile, 'utf8')) }
}

describe("npm test's reporter of errors outside any test", () => {
  it('names an unhandled rejection and the file it happened in, though every test passed', () => {
    const result = runVitest(
      'unhandled.spec.mjs',
      `import { it } from 'vitest'
it('passes', async () => {
  void Promise.reject(new Error('left behind by a timer'))
  await new Promise((resolve) => setTimeout(resolve, 20))
})
`,
    )
    expect(result.status).not.toBe(0)
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatch(
      /^unhandled error while unhandled\.spec\.mjs ran: Error: left behind by a timer/,
    )
  }, 60_000)

  it('names a failed afterAll hook with its suite', () => {
    const result = runVitest(
      'hook.spec.mjs',
      `import { afterAll, describe, it } from 'vitest'
describe('the servers', () => {
  afterAll(() => { throw new Error('could not stop in time') })
  it('passes', () => {})
})
`,
    )
    expect(result.status).not.toBe(0)
    expect(result.problems).toEqual([
      expect.stringMatching(/^hook\.spec\.mjs › the servers: Error: could not stop in time/),
    ])
  }, 60_000)

  it('writes no problem when the run is clean', () => {
    const result = runVitest(
      'clean.spec.mjs',
      `import { it } from 'vitest'\nit('passes', () => {})\n`,
    )
    expect(result.status).toBe(0)
    expect(result.problems).toEqual([])
  }, 60_000)
})
