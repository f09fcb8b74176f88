// Starts the production server for scripts (benchmarks, screenshots) and waits until it answers.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { fetchWithDeadline, readWithDeadline } from './fetch-with-deadline.mjs'
import { projectRoot } from './local-env.mjs'

/**
 * Starts the production server (scripts/serve.mjs) on a throwaway database (see freshSqliteDatabase) with the test routes on,
 * waits until it answers, then expires the article pages a build or an earlier run cached from
 * another copy of that database.
 */
export async function startServer({ port, env = {}, stdout = 'ignore' }) {
  // The server `npm start` runs (scripts/serve.mjs), so tests and benchmarks see what production
  // runs: forwarding headers replaced, limits keyed on the socket's address unless `env` sets
  // TRUSTED_PROXY_HOPS.
  const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'serve.mjs')], {
    cwd: projectRoot,
    env: { ...process.env, ENABLE_TEST_ROUTES: '1', ...env, PORT: String(port) },
    stdio: ['ignore', stdout, 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetchWithDeadline(url, {}, 5_000)
      await readWithDeadline(response, 5_000)
      if (response.status < 500) {
        const refreshed = await fetchWithDeadline(`${url}/api/test/refresh-articles`, {
          method: 'POST',
        })
        await readWithDeadline(refreshed)
        if (!refreshed.ok) throw new Error(`refreshing the article pages: ${refreshed.status}`)
        const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
        return {
          url,
          stop: () => child.kill('SIGTERM'),
          kill: () => child.kill('SIGKILL'),
          exited,
        }
      }
    } catch (error) {
      if (String(error).includes('refreshing')) throw error
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGKILL')
  throw new Error(`the server on port ${port} did not answer within 60 s`)
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
