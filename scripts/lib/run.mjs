import { spawn } from 'node:child_process'
import path from 'node:path'

import { projectRoot } from './local-env.mjs'

const binDir = path.join(projectRoot, 'node_modules', '.bin')

/** Runs a command with inherited stdio; resolves with its exit code and forwards Ctrl-C/SIGTERM. */
export function run(command, args, { env = process.env, cwd = projectRoot } = {}) {
  return new Promise((resolve) => {
    const childEnv = { ...env, PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}` }
    const child = spawn(command, args, { stdio: 'inherit', env: childEnv, cwd })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
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
