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
 * Node's exit code for a top-level await that never settled. Node 20's off-thread module hooks
 * (which tsx uses to load TypeScript) now and then lose the answer to a module request while a
 * script's modules load: the process then ends with 13 and prints nothing, before the script has
 * done anything. Measured with `npm run restore` refusing a non-empty database under CPU load:
 * 3 of 60 runs, 1 of 66 with require(esm) turned off. Keeping the event loop alive meanwhile
 * does not help: the answer never comes, and the process hangs instead (seen in 1 of 41).
 */
export const unsettledExitCode = 13
const unsettledRetries = 2

/**
 * Runs a TypeScript script with tsx (`file` relative to the project), as `npm run backup`,
 * `restore`, `worker` and the others do, and runs it again when it ends with exit 13 (above),
 * up to twice, saying so. Every script run this way loads its modules before it changes anything,
 * so running it again is safe. (One exception: a restore loads Payload's Thai date format after
 * putting the copy in place; cut off there, it is run again and refuses to overwrite the copy,
 * saying how: `npm run restore -- <file> --force`.)
 * @param {string} file
 * @param {string[]} [args]
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export async function runScript(file, args = [], options = {}) {
  let code = await run('tsx', [file, ...args], options)
  for (let retry = 1; code === unsettledExitCode && retry <= unsettledRetries; retry += 1) {
    console.error(
      `[clinic-plus] ${file} ended while its modules were loading (exit 13, a fault of Node 20's ` +
        `module hooks); running it again (${retry} of ${unsettledRetries})`,
    )
    code = await run('tsx', [file, ...args], options)
  }
  return code
}
