// The server the end-to-end suite runs against: the production build on a fresh database.
import { rmSync } from 'node:fs'
import path from 'node:path'

import { ensureBuild, prepareDatabase } from './lib/build.mjs'
import { dataDir, loadLocalEnv } from './lib/local-env.mjs'
import { run } from './lib/run.mjs'

loadLocalEnv()
const dbFile = path.join(dataDir, 'e2e.db')
for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })
process.env.DATABASE_URL = `file:${dbFile}`
process.env.ENABLE_TEST_ROUTES = '1'
await prepareDatabase()
const buildCode = await ensureBuild()
if (buildCode !== 0) process.exit(buildCode)
const port = process.env.E2E_PORT || '3100'
process.exit(await run('next', ['start', '-p', port, '-H', '127.0.0.1']))
