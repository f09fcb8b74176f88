// `npm run restore -- <file> [--force]`: restores a backup made by `npm run backup` into the
// database DATABASE_URL names, which must be empty unless --force is given. Checks the copy's
// integrity, applies pending migrations, erases again everyone erased after the backup was taken
// (the erasure ledger beside the backups), and prints what it restored. Stop the site first.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { committedMigrations } from '@/migrations/committed'
import config from '@payload-config'

import { backupSettings, backupStores } from '@/features/operations/backup/create'
import { erasuresSince } from '@/features/operations/backup/erasure-ledger'
import { locateBackup, placeBackup } from '@/features/operations/backup/restore'
import { countPerCollection, reapplyErasures } from '@/features/privacy/reapply-erasures'

import { scriptPayload } from './lib/script-payload'

const args = process.argv.slice(2)
const force = args.includes('--force')
const given = args.filter((arg) => !arg.startsWith('--'))
if (given.length !== 1) {
  console.error('Usage: npm run restore -- <backup file> [--force]')
  process.exit(2)
}

const settings = backupSettings()
const download = await mkdtemp(path.join(os.tmpdir(), 'clinic-plus-restore-'))
let code = 0
try {
  const file = await locateBackup(settings, given[0], download)
  const placed = await placeBackup(settings, file, { force })
  console.log(
    `[clinic-plus] restored the ${placed.manifest.database} backup of ${placed.manifest.createdAt}`,
  )
  if (placed.setAside) console.log(`  the database it replaced is kept as ${placed.setAside}`)
  if (placed.mediaFiles > 0)
    console.log(`  ${placed.mediaFiles} media files put back in ${settings.mediaDir}`)

  const payload = await scriptPayload(config, { runJobs: false })
  await payload.db.migrate({ migrations: committedMigrations(settings.databaseUrl) })
  const entries = await erasuresSince(backupStores(settings), new Date(placed.manifest.createdAt))
  const erased = await reapplyErasures(payload, entries)
  console.log(
    `  ${entries.length} erasures made since the backup applied again: ` +
      `${erased.leads} leads and ${erased.registrations} registrations removed`,
  )
  console.log('  documents per collection:')
  for (const [slug, count] of Object.entries(await countPerCollection(payload))) {
    console.log(`    ${slug.padEnd(28)} ${count}`)
  }
  await payload.destroy()
} catch (error) {
  console.error(`[clinic-plus] the restore failed: ${(error as Error).message}`)
  code = 1
} finally {
  await rm(download, { recursive: true, force: true })
}
process.exit(code)
