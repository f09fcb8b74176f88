// The site counts page views, picks A/B variants, answers redirects and stops gracefully in its
// own server (scripts/serve.mjs), which the app finds in the runtime registry
// (src/kernel/runtime.mjs). Another server wrapper — here `next start` on the same build — gets a
// clear refusal at start, not a site that silently counts nothing.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { freshSqliteDatabase } from '../../scripts/lib/build.mjs'
import { loadLocalEnv, projectRoot } from '../../scripts/lib/local-env.mjs'
import { startServer } from '../../scripts/lib/server.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

const port = Number(process.env.SERVER_WRAPPER_PORT || 3357)

beforeAll(async () => {
  loadLocalEnv()
  applyTestEnv()
  await freshSqliteDatabase('server-wrapper.db')
}, 900_000)

describe('another server wrapper', () => {
  it('`next start` refuses to serve the build, saying how to start it', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next'),
        'start',
        '-p',
        String(port),
      ],
      {
        cwd: projectRoot,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    clearTimeout(timer)
    expect(output).toContain('start it with `npm start`')
    expect(code).toBe(1)
    // Nothing answers on its port.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  }, 120_000)

  it('the site’s own server serves the same build', async () => {
    const server = await startServer({ port, refreshPages: false })
    try {
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200)
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    } finally {
      server.stop()
      expect(await server.exited).toBe(0)
    }
  }, 120_000)
})
