// Global setup of the system projects (vitest.config.mts): the production build their servers
// serve, checked once (and made, when the sources changed) against the scratch database, as npm
// test makes it, before any file starts. The `system` project's files run two at a time, so none
// of them checks the build itself: two would remake the scratch database under each other.
import { ensureBuild, freshSqliteDatabase } from '../../scripts/lib/build.mjs'
import { loadLocalEnv } from '../../scripts/lib/local-env.mjs'
import { applyTestEnv } from '../../scripts/lib/test-env.mjs'

export default async function setup() {
  loadLocalEnv()
  applyTestEnv()
  await freshSqliteDatabase()
  const code = await ensureBuild()
  if (code !== 0) throw new Error(`the production build failed (exit ${code}); see above`)
}
