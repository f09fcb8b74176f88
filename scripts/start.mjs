// `npm start`: prepares the environment and the database, builds if needed, then serves.
import { ensureBuild, prepareDatabase } from './lib/build.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { run } from './lib/run.mjs'

loadLocalEnv()
await prepareDatabase()
const buildCode = await ensureBuild()
if (buildCode !== 0) process.exit(buildCode)
const port = process.env.PORT || '3000'
console.log(`[clinic-plus] serving on http://localhost:${port}`)
process.exit(await run('next', ['start', '-p', port]))
