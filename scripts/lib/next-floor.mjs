// The framework floor for `npm run bench:lighthouse`: a blank page (an h1 and a paragraph, no CSS
// framework, no font) built with this project's own Next.js and React, with the options of our
// next.config.ts that change what a page ships (strict mode, no x-powered-by, compression as
// default) and served with the document headers our pages carry (scripts/lib/document-headers.mjs).
// Built once and reused while Next's version and those headers are the same, in .next-floor/
// (inside the project, so that it resolves our node_modules as they are; git-ignored, outside
// every build input); never an app route of ours.
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { projectRoot } from './local-env.mjs'
import { waitForServer } from './wait.mjs'

const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

/** The floor app's files; `headers` (name → value) are sent with every response. */
const floorFiles = (headers) => ({
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
  'next.config.mjs': `const headers = ${JSON.stringify(Object.entries(headers).map(([key, value]) => ({ key, value })))}
export default {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: ${JSON.stringify(projectRoot)} },
  async headers() {
    return headers.length ? [{ source: '/:path*', headers }] : []
  },
}
`,
  'app/layout.jsx': `export const metadata = { title: 'Floor', description: 'A blank Next.js page' }
export const viewport = { width: 'device-width', initialScale: 1 }
export default function Layout({ children }) {
  return (
    <html lang="th">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A blank page built with the same Next.js: what every page costs before any of ours.</p>
    </main>
  )
}
`,
  'public/robots.txt': 'User-agent: *\nAllow: /\n',
  // Next 16.4 looks for the instrumentation hook under the Turbopack root as well (our
  // src/instrumentation.ts, which starts Payload) when the app has none of its own: an empty one
  // keeps the floor blank on the server too. Server-only, so the page ships the same.
  'instrumentation.js': 'export function register() {}\n',
})

function nextVersion() {
  return JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/next/package.json'), 'utf8'))
    .version
}

/** Builds the floor app unless this Next version built the same files; returns its folder. */
export function buildFloor({ headers = {} } = {}) {
  const files = floorFiles(headers)
  const digest = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12)
  const dir = path.join(projectRoot, '.next-floor', `${nextVersion()}-${digest}`)
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir
  rmSync(dir, { recursive: true, force: true })
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  console.log(`[floor] building a blank Next ${nextVersion()} page in ${dir}`)
  execFileSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  return dir
}

/** Starts `next start` on the floor app (sending `headers`) and waits until it answers. */
export async function startFloor({ port, headers = {} }) {
  const dir = buildFloor({ headers })
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForServer(url, {
      timeoutMs: 60_000,
      isReady: (status) => status >= 200 && status < 300,
      child,
    })
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`the floor app did not start: ${error.message}`)
  }
  return { url, stop: () => child.kill('SIGTERM') }
}
