// The server the end-to-end suite runs against: the production build on a fresh database.
import { ensureBuild, freshSqliteDatabase } from './lib/build.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { run } from './lib/run.mjs'

loadLocalEnv()
process.env.ENABLE_TEST_ROUTES = '1'
await freshSqliteDatabase()
const buildCode = await ensureBuild()
if (buildCode !== 0) process.exit(buildCode)
const port = process.env.E2E_PORT || '3100'
process.exit(await run('next', ['start', '-p', port, '-H', '127.0.0.1']))
