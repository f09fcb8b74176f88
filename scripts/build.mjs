// `npm run build`: the production build, recorded so `npm start` and the tests reuse it.
import { ensureBuild } from './lib/build.mjs'
import { loadLocalEnv } from './lib/local-env.mjs'

loadLocalEnv()
process.exit(await ensureBuild({ force: true }))
