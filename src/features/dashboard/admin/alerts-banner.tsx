import { formatThaiDateTime } from '@/kernel/text/thai-date'

import type { OpenAlert } from '@/features/operations'
import { alertText } from '@/features/operations'

import styles from './lead-dashboard.module.css'

/**
 * The pipeline's open problems (features/operations/alerts), above the figures, until each clears: what broke,
 * since when, what to check, and the last error without personal data.
 */
export function AlertsBanner({ alerts }: { alerts: OpenAlert[] }) {
  if (alerts.length === 0) return null
  const text = alertText.th
  return (
    <section className={styles.alerts} aria-labelledby="operations-alerts-heading">
      <h3 id="operations-alerts-heading">{text.banner}</h3>
      <ul>
        {alerts.map((alert) => (
          <li key={alert.key} data-alert={alert.key}>
            <strong>{text.titles[alert.key]}</strong>{' '}
            <span>
              {text.since} {formatThaiDateTime(alert.since)}
            </span>
            <p>{text.details[alert.key]}</p>
            {alert.detail ? (
              <p className={styles.muted}>
                {text.lastError}: {alert.detail}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
