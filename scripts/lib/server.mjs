// Starts the production server for scripts (benchmarks, screenshots) and waits until it answers.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { fetchWithDeadline, readJsonWithDeadline } from './fetch-with-deadline.mjs'
import { projectRoot } from './local-env.mjs'
import { waitForServer } from './wait.mjs'

/** A process's CPU time (user + system, all threads) from /proc, in milliseconds. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** The staff account the scripts and the end-to-end tests use on their throwaway databases. */
export const scriptAdmin = {
  email: 'e2e-admin@example.com',
  password: 'suite-operator-passphrase-123',
  // Named as an owner names themselves at setup (the sign-in ignores it).
  name: 'ผู้ดูแล ชุดทดสอบ',
}

/** The site's content documents (src/globals), each shown on one or more pages. */
const contentGlobals = ['home-page', 'pricing', 'site-settings', 'privacy-notice', 'register-page']

const readJson = (response, what) =>
  readJsonWithDeadline(response, `refreshing the cached pages: ${what}`)

/**
 * Expires the pages a build or an earlier run cached from another copy of the database, the way
 * staff would: through the admin REST API, saving a published article and each content document
 * unchanged, which runs their revalidation hooks. The first start on a fresh database registers
 * the scripts' admin.
 */
async function refreshCachedPages(url) {
  const post = (path, body, headers = {}) =>
    fetchWithDeadline(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  let auth = await post('/api/users/first-register', scriptAdmin)
  if (!auth.ok) auth = await post('/api/users/login', scriptAdmin)
  const { token } = await readJson(auth, "logging in as the scripts' admin")
  const headers = { authorization: `JWT ${token}` }
  for (const slug of contentGlobals) {
    const current = await fetchWithDeadline(`${url}/api/globals/${slug}?depth=0`, { headers })
    const doc = await readJson(current, `reading ${slug}`)
    await readJson(await post(`/api/globals/${slug}`, doc, headers), `saving ${slug}`)
  }
  const list = await fetchWithDeadline(
    `${url}/api/articles?where[_status][equals]=published&limit=1&depth=0`,
    { headers },
  )
  const { docs } = await readJson(list, 'listing the published articles')
  if (docs.length === 0) return
  const saved = await fetchWithDeadline(`${url}/api/articles/${docs[0].id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ title: docs[0].title }),
  })
  await readJson(saved, 'saving an article')
}

/**
 * Starts the production server (scripts/serve.mjs, what `npm start` runs) on a throwaway database
 * (see freshSqliteDatabase), waits until it answers, then expires the pages cached from another
 * copy of that database. `stdout` is where the server's log lines go: ignored, inherited, or a
 * file descriptor.
 * @param {{ port: number, env?: Record<string, string>, stdout?: 'ignore' | 'inherit' | number,
 *   refreshPages?: boolean }} options
 */
export async function startServer({ port, env = {}, stdout = 'ignore', refreshPages = true }) {
  // Tests and benchmarks see what production runs: forwarding headers replaced, limits keyed on
  // the socket's address unless `env` sets TRUSTED_PROXY_HOPS.
  // BENCH_NODE_ARGS passes flags to the server's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p` to
  // see where a benchmark's time goes).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(projectRoot, 'scripts', 'serve.mjs')],
    {
      cwd: projectRoot,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', stdout, 'inherit'],
    },
  )
  // A script that dies before it stops the server (a benchmark whose setup threw) takes it along,
  // rather than leaving it on the port for the next run.
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  child.once('exit', () => process.off('exit', orphaned))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForServer(url, { timeoutMs: 60_000, intervalMs: 300, child })
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  // Tests that never read a page's content (the leads' system tests) skip it: it logs in and saves.
  if (refreshPages) {
    await refreshCachedPages(url).catch((error) => {
      child.kill('SIGKILL')
      throw error
    })
  }
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
  return {
    url,
    pid: child.pid,
    stop: () => child.kill('SIGTERM'),
    kill: () => child.kill('SIGKILL'),
    exited,
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
