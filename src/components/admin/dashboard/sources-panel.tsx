import { dashboardText } from '@/content/admin'
import type { EnquirySourceRow } from '@/lib/dashboard/enquiry-sources'
import { formatCount } from '@/lib/format'

import styles from './lead-dashboard.module.css'

type Text = (typeof dashboardText)['th' | 'en']

/** Forms, registrations and LINE taps side by side per campaign (lib/dashboard/enquiry-sources). */
export function SourcesPanel({
  figures,
  text,
}: {
  figures: { rows: EnquirySourceRow[]; total: EnquirySourceRow }
  text: Text
}) {
  return (
    <section
      className={styles.panel}
      aria-labelledby="sources-heading"
      data-testid="enquiry-sources"
    >
      <h3 id="sources-heading">{text.sourcesHeading}</h3>
      <p className={styles.muted}>{text.sourcesIntro}</p>
      {figures.rows.length === 0 ? (
        <p className={styles.muted}>{text.none}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.campaign}</th>
                <th scope="col">{text.formLeads}</th>
                <th scope="col">{text.registrations}</th>
                <th scope="col">{text.lineTaps}</th>
              </tr>
            </thead>
            <tbody>
              {figures.rows.map((row) => (
                <tr key={row.campaign}>
                  <th scope="row">{row.campaign || text.noCampaign}</th>
                  <td>{formatCount(row.leads)}</td>
                  <td>{formatCount(row.registrations)}</td>
                  <td>{formatCount(row.lineTaps)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{text.total}</th>
                <td>{formatCount(figures.total.leads)}</td>
                <td>{formatCount(figures.total.registrations)}</td>
                <td data-testid="line-taps-total">{formatCount(figures.total.lineTaps)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  )
}
