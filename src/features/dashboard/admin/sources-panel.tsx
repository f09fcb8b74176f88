import { formatCount } from '@/kernel/text/format'

import type { EnquirySourceRow } from '../enquiry-sources'
import { type DashboardText, TablePanel } from './table-panel'

/** Forms, registrations and LINE taps side by side per campaign (features/dashboard/enquiry-sources). */
export function SourcesPanel({
  figures,
  text,
}: {
  figures: { rows: EnquirySourceRow[]; total: EnquirySourceRow }
  text: DashboardText
}) {
  return (
    <TablePanel
      id="sources-heading"
      testId="enquiry-sources"
      heading={text.sourcesHeading}
      intro={text.sourcesIntro}
      empty={figures.rows.length === 0 ? text.none : null}
    >
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
    </TablePanel>
  )
}
