import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, ServerProps } from 'payload'

import { roleOf } from '@/kernel/access/roles'
import { StaffView } from '@/kernel/admin/staff-view'
import { env } from '@/kernel/env'
import { formatBytes, formatCount } from '@/kernel/text/format'
import { formatListMoment } from '@/kernel/text/thai-date'

import { openAlerts } from '../alerts/check'
import { lastRunFailed, readBackupStatus } from '../backup/create'
import { nextBangkokRun } from '../backup/schedule'
import { alertText } from '../content/alerts'
import { operationsText } from '../content/operations'
import { readiness } from '../health'
import { queueFigures } from '../queue'
import styles from './operations.module.css'

/**
 * /admin/operations, for admins: on one screen what the health routes, the metrics and the alerts
 * say as JSON or Prometheus text: the last backup (when, how large, where) and the next run, the
 * server's readiness check by check, the job queue, and the open alerts. Read when the page opens.
 */
export async function OperationsView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login')
  if (roleOf(req) !== 'admin') redirect('/admin')
  const language = req.i18n?.language === 'en' ? 'en' : 'th'
  const text = operationsText[language]
  const alertWords = alertText.th
  const now = new Date()
  const [backup, ready, queue, alerts] = await Promise.all([
    readBackupStatus().catch(() => null),
    readiness(() => Promise.resolve(req.payload)),
    queueFigures(req.payload, now),
    openAlerts(req.payload),
  ])
  const moment = (at: string | Date) => formatListMoment(at, language)
  const success = backup?.lastSuccess
  const failure = backup?.lastFailure
  const failingNow = lastRunFailed(backup)

  return (
    <StaffView
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      crumb={text.navLink}
      className={styles.page}
    >
      <h1>{text.heading}</h1>
      <p className={styles.muted}>{text.intro}</p>
      <div className={styles.panels} data-testid="operations">
        <section className={styles.panel} aria-labelledby="ops-backup">
          <h2 id="ops-backup">{text.backupHeading}</h2>
          <dl className={styles.facts}>
            <dt>{text.lastSuccess}</dt>
            <dd data-testid="backup-last-success">
              {success ? moment(success.at) : text.noBackup}
            </dd>
            {success ? (
              <>
                <dt>{text.size}</dt>
                <dd>{formatBytes(success.bytes)}</dd>
                <dt>{text.keptIn}</dt>
                <dd>
                  {success.stores
                    .map((store) =>
                      store.startsWith('s3://') ? text.stores.bucket : text.stores.folder,
                    )
                    .join(' และ ')}
                </dd>
              </>
            ) : null}
            {failure ? (
              <>
                <dt>{text.lastFailure}</dt>
                <dd className={failingNow ? styles.warning : undefined}>{moment(failure.at)}</dd>
              </>
            ) : null}
            <dt>{text.nextRun}</dt>
            <dd data-testid="backup-next-run">
              {env.BACKUP_HOUR === null
                ? text.notScheduled
                : moment(nextBangkokRun(env.BACKUP_HOUR, now))}
            </dd>
          </dl>
        </section>

        <section className={styles.panel} aria-labelledby="ops-readiness">
          <h2 id="ops-readiness">{text.readinessHeading}</h2>
          <p data-testid="readiness">
            <strong>{ready.ready ? text.ready : text.notReady}</strong>
          </p>
          <table className={styles.table}>
            <tbody>
              {ready.checks.map((check) => (
                <tr key={check.name}>
                  <th scope="row">{text.checks[check.name] ?? check.name}</th>
                  <td className={check.ok ? undefined : styles.warning}>
                    {check.ok ? text.checkOk : text.checkFailed}
                  </td>
                  <td className={styles.muted}>{text.took(check.ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={styles.panel} aria-labelledby="ops-queue">
          <h2 id="ops-queue">{text.queueHeading}</h2>
          <dl className={styles.facts}>
            <dt>{text.queued}</dt>
            <dd>{formatCount(queue.queued)}</dd>
            <dt>{text.failed}</dt>
            <dd>{formatCount(queue.failed)}</dd>
            <dt>{text.oldestDue}</dt>
            <dd>
              {queue.oldestDue === null ? text.noneWaiting : moment(new Date(queue.oldestDue))}
            </dd>
          </dl>
        </section>

        <section className={styles.panel} aria-labelledby="ops-alerts">
          <h2 id="ops-alerts">{text.alertsHeading}</h2>
          {alerts.length === 0 ? (
            <p data-testid="no-alerts">{text.noAlerts}</p>
          ) : (
            <ul className={styles.list}>
              {alerts.map((alert) => (
                <li key={alert.key} data-alert={alert.key}>
                  <strong>{alertWords.titles[alert.key]}</strong>{' '}
                  <span className={styles.muted}>
                    {alertWords.since} {moment(alert.since)}
                  </span>
                  <p>{alertWords.details[alert.key]}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </StaffView>
  )
}

/** The admin menu's link to the operations screen, for admins only. */
export function OperationsNavLink({ user, i18n }: ServerProps) {
  if (roleOf({ user: user ?? null }) !== 'admin') return null
  const text = i18n?.language === 'en' ? operationsText.en : operationsText.th
  return (
    <Link className="nav__link" href="/admin/operations" id="nav-operations">
      <span className="nav__link-label">{text.navLink}</span>
    </Link>
  )
}
