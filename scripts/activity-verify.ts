// `npm run activity:verify`: checks the staff activity log's chain (src/lib/activity/log.ts) on the
// database DATABASE_URL names; prints how many entries it checked and any altered or deleted, and
// exits 1 when it found one. For an auditor, or a cron beside the backups.
const keepAlive = setInterval(() => undefined, 1_000)
const [{ default: config }, { scriptPayload }, { verifyActivityChain }] = await Promise.all([
  import('@payload-config'),
  import('./lib/script-payload'),
  import('@/lib/activity/log'),
])
const payload = await scriptPayload(config)
clearInterval(keepAlive)
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

export {}
