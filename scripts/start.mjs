// `npm start`: prepares the environment and the database, builds if needed, then serves
// (scripts/serve.mjs; TRUSTED_PROXY_HOPS when behind proxies, see the README).
import { ensureBuild, prepareDatabase } from './lib/build.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'
import { run } from './lib/run.mjs'

loadLocalEnv()
await prepareDatabase()
const buildCode = await ensureBuild()
if (buildCode !== 0) process.exit(buildCode)
const port = process.env.PORT || '3000'
console.log(`[clinic-plus] serving on http://localhost:${port}`)
// Next's request handler behind the one step that makes client addresses trustworthy.
process.exit(
  await run(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: port } }),
)
