import { durationParts, formatCount } from '@/kernel/text/format'

import type { DashboardFigures } from '../figures'
import styles from './lead-dashboard.module.css'
import type { DashboardText } from './table-panel'

/**
 * The figure cards at the top: new leads today, over 7 and over 30 days against the period of the
 * same length before, and the median time to first contact in the unit that reads best.
 */
export function PeriodCards({
  figures,
  text,
}: {
  figures: Pick<DashboardFigures, 'periods' | 'medianHoursToFirstContact'>
  text: DashboardText
}) {
  const hours = figures.medianHoursToFirstContact
  const median = hours === null ? null : durationParts(hours * 60)
  return (
    <ul className={styles.periods}>
      {figures.periods.map(({ key, current, previous }) => {
        const change = current - previous
        return (
          <li key={key} className={styles.card}>
            <span className={styles.muted}>{text.periods[key]}</span>
            <strong className={styles.figure} data-testid={`period-${key}`}>
              {formatCount(current)}
            </strong>
            <span className={styles.muted}>
              {change > 0 ? '▲ +' : change < 0 ? '▼ ' : '± '}
              {formatCount(change)} · {text.previous[key]} {formatCount(previous)} {text.leadsUnit}
            </span>
          </li>
        )
      })}
      <li className={styles.card}>
        <span className={styles.muted}>{text.medianFirstContact}</span>
        <strong className={styles.figure} data-testid="median-first-contact">
          {median ? median.value : '—'}
        </strong>
        {median ? <span className={styles.muted}>{median.unit}</span> : null}
      </li>
    </ul>
  )
}
