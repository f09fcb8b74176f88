// The server the end-to-end suite runs against: the production build on a fresh database.
import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { lineStandInChannel, startLineStandIn } from './lib/line-stand-in.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { startServer } from './lib/server.mjs'
import { applyTestEnv } from './lib/test-env.mjs'

loadLocalEnv()
applyTestEnv()
// Every browser test reaches the server from 127.0.0.1, so one address sends all the suite's
// leads and sign-ups; the limits themselves are tested by the integration and system tests.
process.env.LEAD_RATE_LIMIT_BURST ||= '100'
// A test that needs a client of its own (the login limit) names it in X-Forwarded-For, standing in
// for the one proxy this setting trusts; requests without the header count the socket's address.
process.env.TRUSTED_PROXY_HOPS ||= '1'
// Playwright's API client keeps its connections alive for a whole test and, unlike a browser, does
// not resend a request whose kept-alive connection the server closed as it was sent (HTTP/1.1's
// keep-alive race: a POST after ~6 s idle failed with ECONNRESET on a busy machine). The suite's
// server keeps idle connections for longer than any test runs; the server's limits are tested in
// src/kernel/server/server-limits.test.ts and tests/system/slow-clients.system.spec.ts.
process.env.SERVER_KEEP_ALIVE_TIMEOUT_MS ||= '600000'
// LINE's Messaging API is a local stand-in (scripts/lib/line-stand-in.mjs) on a fixed port the
// tests read it at: the assignee's pushes and the linking webhook's replies go there.
const line = await startLineStandIn(Number(process.env.E2E_LINE_PORT || 3199))
process.env.LINE_API_URL = line.url
process.env.LINE_CHANNEL_ACCESS_TOKEN ||= lineStandInChannel.accessToken
process.env.LINE_CHANNEL_SECRET ||= lineStandInChannel.secret
const file = await freshSqliteDatabase()
console.log(`[e2e] fresh database ${file}, media in ${process.env.MEDIA_DIR}`)
const buildCode = await ensureBuild()
if (buildCode !== 0) process.exit(buildCode)
const server = await startServer({ port: Number(process.env.E2E_PORT || 3100), stdout: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop())
const code = await server.exited
await line.close()
process.exit(code)
