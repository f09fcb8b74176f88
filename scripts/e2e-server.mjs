// The servers the end-to-end suite runs against: the production build, once for each of the
// suite's parallel slots (scripts/lib/e2e-slots.mjs), each on a fresh database of its own with a
// LINE stand-in of its own. Prints e2eReadyLine once every slot answers.
import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import {
  e2eLinePort,
  e2eReadyLine,
  e2eServerPort,
  e2eServerUrl,
  e2eSlotCount,
} from './lib/e2e-slots.mjs'
import { lineStandInChannel, startLineStandIn } from './lib/line-stand-in.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

loadLocalEnv()
applyTestEnv()
// Every browser test reaches its server from 127.0.0.1, so one address sends all the suite's
// leads and sign-ups; the limits themselves are tested by the integration and system tests.
process.env.LEAD_RATE_LIMIT_BURST ||= '100'
// A test that needs a client of its own (the login limit) names it in X-Forwarded-For, standing in
// for the one proxy this setting trusts; requests without the header count the socket's address.
process.env.TRUSTED_PROXY_HOPS ||= '1'
// Playwright's API client keeps its connections alive for a whole test and, unlike a browser, does
// not resend a request whose kept-alive connection the server closed as it was sent (HTTP/1.1's
// keep-alive race: a POST after ~6 s idle failed with ECONNRESET on a busy machine). The suite's
// servers keep idle connections for longer than any test runs; the server's limits are tested in
// src/kernel/server/server-limits.test.ts and tests/system/slow-clients.system.spec.ts.
process.env.SERVER_KEEP_ALIVE_TIMEOUT_MS ||= '600000'
process.env.LINE_CHANNEL_ACCESS_TOKEN ||= lineStandInChannel.accessToken
process.env.LINE_CHANNEL_SECRET ||= lineStandInChannel.secret

// The build is made against the scratch database and the first slot's address (SITE_URL), as
// `npm test` makes it; every slot serves it.
await freshSqliteDatabase()
const buildCode = await ensureBuild()
if (buildCode !== 0) process.exit(buildCode)

/**
 * Slot `slot`: its LINE stand-in (LINE's Messaging API: the assignee's pushes and the linking
 * webhook's replies go there), a copy of the seeded database, and the server, whose own address
 * is its SITE_URL (the origin its forms and the admin's cookie checks accept).
 */
async function startSlot(slot) {
  const line = await startLineStandIn(e2eLinePort(slot))
  const env = {}
  const file = await freshSqliteDatabase(`e2e-${slot}.db`, env)
  console.log(`[e2e] slot ${slot}: database ${file}, media in ${env.MEDIA_DIR}`)
  const server = await startServer({
    port: e2eServerPort(slot),
    // Pages it regenerates stay its own (next.config.ts): the slots share the build's folder.
    env: {
      ...env,
      SITE_URL: e2eServerUrl(slot),
      LINE_API_URL: line.url,
      PAGE_CACHE_IN_MEMORY_ONLY: '1',
    },
    stdout: 'inherit',
  })
  return { line, server }
}

const slots = await Promise.all(Array.from({ length: e2eSlotCount }, (_, slot) => startSlot(slot)))
console.log(`[e2e] ${e2eReadyLine}: ${slots.map(({ server }) => server.url).join(', ')}`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => slots.forEach(({ server }) => server.stop()))
}
// One server ending ends the suite's servers: a slot without its server fails every test it runs.
const code = await Promise.race(slots.map(({ server }) => server.exited))
for (const { server, line } of slots) {
  server.stop()
  await server.exited
  await line.close()
}
process.exit(code)
