// Run with tsx by the integration projects' global setups (tests/helpers/int-templates.ts), in a
// process of its own: migrates the database DATABASE_URL names and publishes the starting
// content, as getTestPayload() does for a test file. Each file's database is then a copy of this
// one, and getTestPayload() finds nothing left to migrate or publish.
import { getTestPayload } from './payload'

const payload = await getTestPayload()
await payload.destroy()
process.exit(0)
