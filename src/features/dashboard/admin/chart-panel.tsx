import { channels } from '@/kernel/attribution/channel'
import { formatCount } from '@/kernel/text/format'

import type { DashboardFigures } from '../figures'
import { chartData } from './chart-data'
import styles from './lead-dashboard.module.css'
import { LeadsChart } from './leads-chart.client'
import type { DashboardText } from './table-panel'

/**
 * Leads per day by channel over the last 90 days: the drawn chart, and for screen readers and
 * exact numbers, each channel's total in the caption and a table of every day.
 */
export function ChartPanel({
  daily,
  language,
  text,
}: {
  daily: DashboardFigures['daily']
  language: 'th' | 'en'
  text: DashboardText
}) {
  const { series, days, totals } = chartData(daily, language)
  return (
    <figure className={styles.panel}>
      <figcaption>
        <h3>{text.chartHeading}</h3>
        <p className={styles.muted}>
          {text.chartSummary}:{' '}
          {totals.map(({ label, total }) => `${label} ${formatCount(total)}`).join(' · ')}
        </p>
      </figcaption>
      <LeadsChart days={days} series={series} title={text.chartHeading} />
      <details>
        <summary>{text.chartTable}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{text.date}</th>
              {series.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">{text.total}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day, index) => (
              <tr key={day.date}>
                <th scope="row">{days[index].label}</th>
                {channels.map((channel) => (
                  <td key={channel}>{formatCount(day.byChannel[channel])}</td>
                ))}
                <td>{formatCount(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
