// `npm run build`: the production build, recorded so `npm start` and the tests reuse it. The
// article pages are prerendered from the database, so it is migrated and seeded first.
import { ensureBuild, prepareDatabase } from './lib/build.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'

loadLocalEnv()
await prepareDatabase()
process.exit(await ensureBuild({ force: true }))
