// Starts the production server for scripts (benchmarks, screenshots) and waits until it answers.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { fetchWithDeadline, readWithDeadline } from './fetch-with-deadline.mjs'
import { projectRoot } from './local-env.mjs'

/**
 * Starts `next start` on a throwaway database (see freshSqliteDatabase) with the test routes on,
 * waits until it answers, then expires the article pages a build or an earlier run cached from
 * another copy of that database.
 */
export async function startServer({ port, env = {}, stdout = 'ignore' }) {
  const child = spawn(
    path.join(projectRoot, 'node_modules', '.bin', 'next'),
    // No -H: with a hostname Next 16 answers the proxy's /articles/detail rewrite by fetching the
    // page from itself over HTTP, which fails behind a TLS proxy (X-Forwarded-Proto: https).
    // Production starts the same way (`npm start`, `next start -p <port>`).
    ['start', '-p', String(port)],
    {
      cwd: projectRoot,
      env: { ...process.env, ENABLE_TEST_ROUTES: '1', ...env },
      stdio: ['ignore', stdout, 'inherit'],
    },
  )
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
