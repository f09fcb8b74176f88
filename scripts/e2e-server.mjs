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
