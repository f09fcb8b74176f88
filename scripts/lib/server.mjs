// Starts the production server for scripts (benchmarks, screenshots) and waits until it answers.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { projectRoot } from './local-env.mjs'

export async function startServer({ port, env = {} }) {
  const child = spawn(
    path.join(projectRoot, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return { url, stop: () => child.kill('SIGTERM') }
    } catch {
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
