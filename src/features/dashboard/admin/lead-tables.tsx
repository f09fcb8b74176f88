import { formatCount } from '@/kernel/text/format'

import { salesStatusLabels } from '@/features/sales'

import type { DashboardFigures, SourceRow } from '../figures'
import styles from './lead-dashboard.module.css'
import type { DashboardText } from './table-panel'

/**
 * The tables side by side at the bottom: the last 30 days' campaigns and landing pages with how
 * many of their leads advanced, their organisation-type groups, and every lead by its status now.
 */
export function LeadTables({
  figures,
  language,
  text,
}: {
  figures: Pick<DashboardFigures, 'campaigns' | 'landingPages' | 'orgGroups' | 'pipeline'>
  language: 'th' | 'en'
  text: DashboardText
}) {
  const statusLabel = (value: string) => salesStatusLabels[value]?.[language] ?? value
  return (
    <div className={styles.columns}>
      <SourceTable
        heading={text.campaignsHeading}
        rows={figures.campaigns}
        text={text}
        testId="campaigns"
      />
      <SourceTable
        heading={text.landingHeading}
        rows={figures.landingPages}
        text={text}
        testId="landing-pages"
      />
      <div className={styles.panel}>
        <h3>{text.orgHeading}</h3>
        <CountTable
          label={text.group}
          rows={figures.orgGroups.map(({ group, leads }) => [group, leads])}
          text={text}
        />
      </div>
      <div className={styles.panel}>
        <h3>{text.pipelineHeading}</h3>
        <CountTable
          label={text.status}
          rows={figures.pipeline.map(({ status, count }) => [statusLabel(status), count])}
          text={text}
          testId="pipeline"
        />
      </div>
    </div>
  )
}

function SourceTable({
  heading,
  rows,
  text,
  testId,
}: {
  heading: string
  rows: SourceRow[]
  text: DashboardText
  testId: string
}) {
  return (
    <div className={styles.panel}>
      <h3>{heading}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{text.none}</p>
      ) : (
        <table className={styles.table} data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{text.name}</th>
              <th scope="col">{text.leads}</th>
              <th scope="col">{text.advanced}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{formatCount(row.leads)}</td>
                <td>{formatCount(row.advanced)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

function CountTable({
  label,
  rows,
  text,
  testId,
}: {
  label: string
  rows: [string, number][]
  text: DashboardText
  testId?: string
}) {
  if (rows.length === 0) return <p className={styles.muted}>{text.none}</p>
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{text.count}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, count]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{formatCount(count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
