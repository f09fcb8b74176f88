// `npm run activity:verify`: checks the staff activity log's chain (src/kernel/activity/log.ts) on the
// database DATABASE_URL names; prints how many entries it checked and any altered or deleted, and
// exits 1 when it found one. For an auditor, or a cron beside the backups.
import { verifyActivityChain } from '@/kernel/activity/log'
import config from '@payload-config'

import { scriptPayload } from './lib/script-payload'

const payload = await scriptPayload(config)
const report = await verifyActivityChain(payload)
if (report.ok) {
  console.log(`[activity] ${report.checked} entries checked: the chain is whole`)
} else {
  console.error(`[activity] ${report.checked} entries checked, ${report.problems.length} problems:`)
  for (const problem of report.problems) {
    console.error(
      `  #${problem.id}: ${problem.problem === 'altered' ? 'altered' : 'the entry before it was deleted or altered'}`,
    )
  }
}
await payload.destroy()
process.exit(report.ok ? 0 : 1)
