import { spawn } from 'node:child_process'
import path from 'node:path'

import type { TaskConfig } from 'payload'

import { env } from '@/kernel/env'
import { dailyBangkokCron } from '@/kernel/jobs'

import { backupSettings, recordFailure } from '../backup/create'

/**
 * Its own queue, with its own runner (payload.config.ts): a backup may take minutes, and
 * Payload's runner starts no new run of a queue while one is under way, so in the housekeeping
 * queue it would hold up retention and the rest, and in the alerts' it would hold up the check
 * that tells the admins it failed.
 */
export const backupQueue = 'backups'

/** How long a backup may run before it is stopped and recorded as failed. */
export const backupTimeoutMs = 60 * 60_000

/**
 * Runs `npm run backup`'s script in a child process: the SQLite snapshot and the encryption are
 * synchronous work that would otherwise hold this server's event loop for as long as they take.
 * Resolves with what the script printed first, rejects with its error line; a run past
 * `timeoutMs` is stopped, and recorded as failed where the alerts and metrics read it.
 */
export function runBackupScript(timeoutMs = backupTimeoutMs): Promise<string> {
  return new Promise((resolve, reject) => {
    // On this process's own Node (the project's 24), whatever the PATH says.
    const child = spawn(
      process.execPath,
      [
        path.resolve('node_modules/tsx/dist/cli.mjs'),
        path.resolve('scripts/backup.ts'),
        '--scheduled',
      ],
      { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let errors = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) return resolve(out.trim().split('\n')[0] ?? '')
      if (!timedOut) {
        reject(new Error(errors.trim().split('\n').at(-1) || `the backup exited with ${code}`))
        return
      }
      const error = new Error(`the backup did not finish within ${timeoutMs / 60_000} minutes`)
      recordFailure(backupSettings(), error.message).then(
        () => reject(error),
        () => reject(error),
      )
    })
  })
}

/**
 * The daily backup (lib/backup), at BACKUP_HOUR in Bangkok, in its own queue: one instance
 * claims it. A failure is retried twice, ten minutes apart; its outcome is also kept in
 * BACKUP_DIR/last-backup.json for the metrics and the alerts.
 */
export const backupTask: TaskConfig<'backupDatabase'> = {
  slug: 'backupDatabase',
  label: 'สำรองฐานข้อมูลประจำวัน',
  schedule:
    env.BACKUP_HOUR === null
      ? []
      : [{ cron: dailyBangkokCron(env.BACKUP_HOUR), queue: backupQueue }],
  outputSchema: [{ name: 'summary', type: 'text' }],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 600_000 } },
  handler: async () => ({ output: { summary: await runBackupScript() } }),
}
