import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runScript, unsettledExitCode } from './run.mjs'

// A throwaway script that records each run in a file and exits with the codes it is given, one
// per run: what runScript sees of a script Node ends with exit 13 while its modules load.
let dir: string
let script: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'clinic-plus-run-script-'))
  script = path.join(dir, 'exits.ts')
  await writeFile(
    script,
    [
      "import { appendFileSync, readFileSync } from 'node:fs'",
      'const runs = process.env.RUNS_FILE as string',
      'appendFileSync(runs, "run\\n")',
      'const count = readFileSync(runs, "utf8").trim().split("\\n").length',
      'const codes = (process.env.EXIT_CODES as string).split(",").map(Number)',
      'process.exit(codes[Math.min(count, codes.length) - 1])',
    ].join('\n'),
  )
})

afterAll(() => rm(dir, { recursive: true, force: true }))

async function runWith(codes: number[], name: string) {
  const runsFile = path.join(dir, `${name}.runs`)
  const env = { ...process.env, RUNS_FILE: runsFile, EXIT_CODES: codes.join(',') }
  const code = await runScript(script, [], { env })
  const runs = (await readFile(runsFile, 'utf8')).trim().split('\n').length
  return { code, runs }
}

describe('runScript (how npm run backup, restore, worker… start their TypeScript)', () => {
  it('runs a script Node ended with exit 13 again, and returns what the next run returns', async () => {
    expect(await runWith([unsettledExitCode, 0], 'once')).toEqual({ code: 0, runs: 2 })
  })

  it('gives up after two more runs, returning 13', async () => {
    expect(await runWith([unsettledExitCode], 'always')).toEqual({
      code: unsettledExitCode,
      runs: 3,
    })
  })

  it('runs a script that failed in any other way once, returning its code', async () => {
    expect(await runWith([1, 0], 'failed')).toEqual({ code: 1, runs: 1 })
    expect(await runWith([0], 'succeeded')).toEqual({ code: 0, runs: 1 })
  })
})
