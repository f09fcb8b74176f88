// `npm run bench:script-start [-- --runs 60 --load 3]`: starts a TypeScript script that boots
// Payload (`npm run activity:verify`'s, on a throwaway SQLite database) again and again while busy
// loops keep every core loaded, and counts how each run ended. On Node 20, tsx's off-thread module
// hooks now and then lost a module request while a script loaded: the run ended with exit 13 and
// printed nothing, or hung. On the project's Node (24, in-thread hooks) every run should end 0.
// Each run is started with tsx directly, never through a helper that would run it again.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { freshSqliteDatabase } from './lib/build.mjs'
import { loadLocalEnv, projectRoot } from './lib/local-env.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '60' },
    load: { type: 'string', default: '3' },
    'timeout-s': { type: 'string', default: '180' },
    // Another Node to start the script with (a reference: `--node /usr/bin/node` on a machine
    // whose own Node is 20); by default the project's.
    node: { type: 'string', default: process.execPath },
  },
})
const runs = Number(values.runs)
const load = Number(values.load)
const timeoutMs = Number(values['timeout-s']) * 1000

loadLocalEnv()
applyTestEnv()
await freshSqliteDatabase('bench-script-start.db')

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const node = values.node
const binDir = path.join(projectRoot, 'node_modules', '.bin')
const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
  LOG_LEVEL: 'error',
}

/** One run of the script: its exit code (or 'hang' past the timeout) and how long it took. */
function once() {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(node, [tsx, 'scripts/activity-verify.ts'], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      const seconds = (performance.now() - started) / 1000
      resolve({ outcome: signal === 'SIGKILL' ? 'hang' : String(code), seconds, errors })
    })
  })
}

// Busy loops on every core the runs share, as a loaded CI machine has.
const busy = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const outcomes = new Map()
const seconds = []
try {
  console.log(
    `[bench] ${runs} runs of scripts/activity-verify.ts with ${node}, ` +
      `${load} busy loops, ${timeoutMs / 1000} s each at most`,
  )
  for (let run = 1; run <= runs; run += 1) {
    const result = await once()
    outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1)
    seconds.push(result.seconds)
    if (result.outcome !== '0') {
      console.log(`  run ${run}: ${result.outcome} after ${result.seconds.toFixed(1)} s`)
      if (result.errors.trim()) console.log(`    ${result.errors.trim().split('\n').at(-1)}`)
    }
  }
} finally {
  for (const child of busy) child.kill('SIGKILL')
}
seconds.sort((a, b) => a - b)
const median = seconds[Math.floor(seconds.length / 2)]
const summary = [...outcomes.entries()]
  .sort()
  .map(([outcome, count]) => `${outcome === 'hang' ? 'hung' : `exit ${outcome}`}: ${count}`)
  .join(', ')
const version =
  (await new Promise((resolve) => {
    const child = spawn(node, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('exit', () => resolve(out.trim()))
  })) || node
console.log(
  `[bench] Node ${version}: ${summary}; ` +
    `median ${median.toFixed(1)} s, slowest ${seconds.at(-1).toFixed(1)} s`,
)
process.exit(outcomes.get('0') === runs ? 0 : 1)
