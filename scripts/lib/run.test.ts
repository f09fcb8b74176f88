import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { run, runScript } from './run.mjs'

// A throwaway script that records each run in a file and exits with the codes it is given, one
// per run.
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
  it('runs a script once, whatever it ends with, and returns its code', async () => {
    // Exit 13 was Node 20's module hooks cutting a script off; it is never run again now.
    expect(await runWith([13, 0], 'thirteen')).toEqual({ code: 13, runs: 1 })
    expect(await runWith([1, 0], 'failed')).toEqual({ code: 1, runs: 1 })
    expect(await runWith([0], 'succeeded')).toEqual({ code: 0, runs: 1 })
  })

  it('runs it on the project’s Node 24, the one npm puts first', async () => {
    const file = path.join(dir, 'version.ts')
    const out = path.join(dir, 'version.txt')
    await writeFile(
      file,
      `import { writeFileSync } from 'node:fs'\nwriteFileSync(${JSON.stringify(out)}, process.version)\n`,
    )
    expect(await runScript(file)).toBe(0)
    expect(await readFile(out, 'utf8')).toMatch(/^v24\./)
  })
})

describe('run with buffered output (lint and typecheck side by side)', () => {
  it('writes each command’s output in one piece when it ends, and resolves with its code', async () => {
    const writes: string[] = []
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string | Uint8Array) => {
      writes.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    try {
      const [slow, fast] = await Promise.all([
        run(
          process.execPath,
          [
            '-e',
            'console.log("slow 1"); setTimeout(() => { console.error("slow 2"); process.exit(3) }, 300)',
          ],
          { buffered: true },
        ),
        run(process.execPath, ['-e', 'console.log("fast 1"); console.log("fast 2")'], {
          buffered: true,
        }),
      ])
      expect([slow, fast]).toEqual([3, 0])
    } finally {
      process.stdout.write = write
    }
    expect(writes).toEqual(['fast 1\nfast 2\n', 'slow 1\nslow 2\n'])
  })
})
