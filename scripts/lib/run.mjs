import { spawn } from 'node:child_process'
import path from 'node:path'

import { projectRoot } from './local-env.mjs'

const binDir = path.join(projectRoot, 'node_modules', '.bin')

/**
 * Runs a command; resolves with its exit code and forwards Ctrl-C/SIGTERM. Its output goes
 * straight to ours, or with `buffered` is kept and written in one piece once it ends, so that
 * commands run side by side do not interleave their lines.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, buffered?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(
  command,
  args,
  { env = process.env, cwd = projectRoot, buffered = false } = {},
) {
  return new Promise((resolve) => {
    const childEnv = { ...env, PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}` }
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: childEnv,
      cwd,
    })
    /** @type {Buffer[]} */
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (output.length) process.stdout.write(Buffer.concat(output))
      resolve(code ?? (signal ? 1 : 0))
    })
    child.on('error', (err) => {
      console.error(`[clinic-plus] could not run ${command}: ${err.message}`)
      resolve(127)
    })
  })
}

/**
 * Runs a TypeScript script with tsx (`file` relative to the project), as `npm run backup`,
 * `restore`, `worker` and the others do; resolves with its exit code. On the project's Node (24,
 * where tsx loads TypeScript through in-thread module hooks) a script is never cut off while its
 * modules load, so nothing here runs it again (`npm run bench:script-start` counts 60 loaded runs).
 * @param {string} file
 * @param {string[]} [args]
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function runScript(file, args = [], options = {}) {
  return run('tsx', [file, ...args], options)
}
