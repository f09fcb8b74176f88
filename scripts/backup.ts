// `npm run backup`: one encrypted backup of the database (and the media folder when media are not
// in a bucket) into BACKUP_DIR and, with the S3 variables, the bucket; then the retention rule.
// Safe while the site serves and takes leads (src/features/operations/backup/create.ts). A copy made this way is
// marked as made by hand and kept beside the scheduled ones; the daily schedule runs this same
// script with `--scheduled` (src/features/operations/jobs/backup.ts).
import { createBackup } from '@/features/operations/backup/create'

try {
  const kind = process.argv.includes('--scheduled') ? 'scheduled' : 'manual'
  const result = await createBackup(undefined, undefined, kind)
  const megabytes = (result.bytes / 1_048_576).toFixed(2)
  console.log(`[clinic-plus] backup ${result.name} (${megabytes} MB) made at ${result.createdAt}`)
  for (const store of result.stores) console.log(`  kept in ${store}`)
  if (result.removed.length > 0) {
    console.log(`  older copies removed by the retention rule: ${result.removed.join(', ')}`)
  }
  process.exit(0)
} catch (error) {
  console.error(`[clinic-plus] the backup failed: ${(error as Error).message}`)
  process.exit(1)
}
