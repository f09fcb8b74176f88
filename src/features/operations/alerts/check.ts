import type { Payload } from 'payload'

import { env } from '@/kernel/env'
import { formatThaiDateTime } from '@/kernel/text/thai-date'

import {
  type Channel,
  lineConfigured,
  pushLine,
  readChannelHealth,
  retryKeyFor,
} from '@/features/notifications'
import { readAdmins } from '@/features/sales'

import { lastRunFailed, readBackupStatus } from '../backup/create'
import { alertText, type AlertKey } from '../content/alerts'
import { oldestDueJob } from '../queue'

/**
 * The admins are told when the lead pipeline breaks: a channel failing for ALERT_CHANNEL_MINUTES,
 * a backup that failed or is older than its schedule allows, a job waiting in the queue longer
 * than ALERT_QUEUE_MINUTES. Each problem is told once when it begins, through every channel that
 * still works (never the broken one), shown on the dashboard until it clears, and told again when
 * it recovers. Run every minute by one instance (features/operations/jobs/alerts.ts); the open problems are kept in
 * Payload's key-value store.
 */
export type OpenAlert = {
  key: AlertKey
  since: string
  detail?: string
  told: string[]
}

const openKey = 'ops:alerts'
const text = alertText.th

export async function openAlerts(payload: Payload): Promise<OpenAlert[]> {
  return (await payload.kv.get<OpenAlert[]>(openKey)) ?? []
}

type Problem = { key: AlertKey; since: Date; detail?: string }

async function failingChannels(payload: Payload, now: Date): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const channel of ['line', 'email', 'webhook'] as Channel[]) {
    const health = await readChannelHealth(payload, channel)
    if (!health?.failingSince) continue
    const since = new Date(health.failingSince)
    if (now.getTime() - since.getTime() >= env.ALERT_CHANNEL_MINUTES * 60_000) {
      problems.push({ key: `channel:${channel}`, since, detail: health.lastError })
    }
  }
  return problems
}

/** When the check first looked for a backup and found none recorded (Payload's key-value store). */
const backupWatchKey = 'ops:backup-watch-since'

/** A daily backup is late once a day and two hours have passed without one. */
const backupLateMs = 26 * 3_600_000

async function backupProblem(payload: Payload, now: Date): Promise<Problem | null> {
  const status = await readBackupStatus()
  if (!status?.lastSuccess && !status?.lastFailure) {
    // None recorded at all: a schedule that never ran (no runner, a script that cannot start) is
    // as late as one that stopped.
    if (env.BACKUP_HOUR === null) return null
    const since = await payload.kv.get<string>(backupWatchKey)
    if (!since) {
      await payload.kv.set(backupWatchKey, now.toISOString())
      return null
    }
    const lateAt = new Date(new Date(since).getTime() + backupLateMs)
    return now >= lateAt ? { key: 'backup', since: lateAt, detail: text.noBackupYet } : null
  }
  const success = status.lastSuccess ? new Date(status.lastSuccess.at) : null
  if (lastRunFailed(status)) {
    const failure = status.lastFailure!
    return { key: 'backup', since: new Date(failure.at), detail: failure.error.slice(0, 200) }
  }
  if (env.BACKUP_HOUR !== null && success && now.getTime() - success.getTime() > backupLateMs) {
    return { key: 'backup', since: new Date(success.getTime() + backupLateMs) }
  }
  return null
}

/** The job that has waited longest past its due time, if longer than ALERT_QUEUE_MINUTES. */
async function queueProblem(payload: Payload, now: Date): Promise<Problem | null> {
  const oldest = await oldestDueJob(payload, now)
  if (oldest === null || now.getTime() - oldest < env.ALERT_QUEUE_MINUTES * 60_000) return null
  return { key: 'queue', since: new Date(oldest) }
}

/** The admins' channels that may carry a message about `key`: never the one that broke. */
async function tellAdmins(
  payload: Payload,
  key: AlertKey,
  subject: string,
  body: string,
  event: string,
): Promise<string[]> {
  const admins = await readAdmins(payload)
  const broken = new Set<Channel>()
  for (const channel of ['line', 'email'] as Channel[]) {
    if (key === `channel:${channel}`) broken.add(channel)
    else if ((await readChannelHealth(payload, channel))?.failingSince) broken.add(channel)
  }
  const told = new Set<string>()
  for (const admin of admins) {
    if (admin.lineUserId && lineConfigured() && !broken.has('line')) {
      try {
        await pushLine(admin.lineUserId, `${subject}\n${body}`, retryKeyFor(`${event}:${admin.id}`))
        told.add('line')
      } catch (error) {
        payload.logger.error({ err: error }, '[alerts] LINE message to an admin failed')
      }
    }
    if (env.SMTP_URL && !broken.has('email')) {
      try {
        await payload.sendEmail({ to: admin.email, subject, text: body })
        told.add('email')
      } catch (error) {
        payload.logger.error({ err: error }, '[alerts] e-mail to an admin failed')
      }
    }
  }
  return [...told]
}

function message(problem: { key: AlertKey; since: string | Date; detail?: string }) {
  const since = formatThaiDateTime(new Date(problem.since))
  const lines = [`${text.titles[problem.key]} ${text.since} ${since}`, text.details[problem.key]]
  if (problem.detail) lines.push(`${text.lastError}: ${problem.detail}`)
  return lines.join('\n')
}

/**
 * Compares the problems now with the ones open before: a new one is told and opened, a gone one
 * is told as recovered and closed. Returns what changed.
 */
export async function checkAlerts(
  payload: Payload,
  now = new Date(),
): Promise<{ opened: AlertKey[]; cleared: AlertKey[] }> {
  const problems = [
    ...(await failingChannels(payload, now)),
    await backupProblem(payload, now),
    await queueProblem(payload, now),
  ].filter((problem): problem is Problem => problem !== null)
  const before = await openAlerts(payload)
  const open: OpenAlert[] = []
  const opened: AlertKey[] = []
  for (const problem of problems) {
    const known = before.find((alert) => alert.key === problem.key)
    if (known) {
      open.push({ ...known, detail: problem.detail ?? known.detail })
      continue
    }
    const told = await tellAdmins(
      payload,
      problem.key,
      text.subjectOpen + text.titles[problem.key],
      message(problem),
      `alert:${problem.key}:${problem.since.toISOString()}`,
    )
    open.push({
      key: problem.key,
      since: problem.since.toISOString(),
      detail: problem.detail,
      told,
    })
    opened.push(problem.key)
  }
  const cleared: AlertKey[] = []
  for (const alert of before) {
    if (problems.some((problem) => problem.key === alert.key)) continue
    await tellAdmins(
      payload,
      alert.key,
      text.subjectClear + text.titles[alert.key],
      `${message(alert)}\n${text.recovered}`,
      `alert-cleared:${alert.key}:${alert.since}`,
    )
    cleared.push(alert.key)
  }
  if (opened.length || cleared.length) await payload.kv.set(openKey, open)
  return { opened, cleared }
}
