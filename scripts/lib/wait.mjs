// Waiting for something to become true: a server to answer, a queue to drain.
import { fetchWithDeadline, readWithDeadline } from './fetch-with-deadline.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Calls `check` until it returns a truthy value, `intervalMs` apart, and resolves with that value;
 * resolves with undefined once `timeoutMs` has passed without one. An error from `check` rejects.
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {{ timeoutMs: number, intervalMs?: number }} options
 * @returns {Promise<T | undefined>}
 */
export async function pollUntil(check, { timeoutMs, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    const left = deadline - Date.now()
    if (left <= 0) return undefined
    await sleep(Math.min(intervalMs, left))
  }
}

/**
 * Resolves once `url` answers a GET with a status `isReady` accepts (by default any below 500),
 * its body read; until then a refused connection, a timeout or another status counts as not yet.
 * Rejects after `timeoutMs`, or as soon as `child` (the server's process, when given) has exited.
 * @param {string} url
 * @param {{
 *   timeoutMs?: number,
 *   intervalMs?: number,
 *   isReady?: (status: number) => boolean,
 *   child?: import('node:child_process').ChildProcess,
 * }} [options]
 * @returns {Promise<void>}
 */
export async function waitForServer(
  url,
  { timeoutMs = 60_000, intervalMs = 250, isReady = (status) => status < 500, child } = {},
) {
  const exited = () => child && (child.exitCode !== null || child.signalCode !== null)
  const answered = await pollUntil(
    async () => {
      if (exited()) return 'exited'
      try {
        const response = await fetchWithDeadline(url, {}, 5_000)
        await readWithDeadline(response, 5_000)
        return isReady(response.status) && 'ready'
      } catch {
        return false
      }
    },
    { timeoutMs, intervalMs },
  )
  if (answered === 'exited') {
    throw new Error(`the server for ${url} exited (${child.exitCode ?? child.signalCode})`)
  }
  if (!answered) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
