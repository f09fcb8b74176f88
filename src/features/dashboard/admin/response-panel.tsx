import { formatCount, formatMinutes } from '@/kernel/text/format'

import {
  type ResponseFigures,
  responsePeriods,
  type ResponseRow,
  type ResponseTimes,
} from '../response-times'
import { type DashboardText, TablePanel } from './table-panel'

const share = ({ withinTarget, measured }: ResponseFigures) =>
  measured === 0
    ? '—'
    : `${Math.round((100 * withinTarget) / measured)}% (${formatCount(withinTarget)}/${formatCount(measured)})`

/**
 * The dashboard's response panel: per salesperson and for the team, the median time to first
 * contact and the share within target over 7, 30 and 90 days (features/dashboard/response-times.ts).
 */
export function ResponsePanel({ figures, text }: { figures: ResponseTimes; text: DashboardText }) {
  const rows: [ResponseRow, boolean][] = [
    [figures.team, true],
    ...figures.people.map((person): [ResponseRow, boolean] => [person, false]),
  ]
  return (
    <TablePanel
      id="response-heading"
      testId="response"
      heading={text.responseHeading}
      intro={text.responseIntro}
      empty={figures.people.length === 0 ? text.responseNone : null}
    >
      <thead>
        <tr>
          <td />
          {responsePeriods.map((days) => (
            <th key={days} scope="colgroup" colSpan={2}>
              {days} {text.responseDays}
            </th>
          ))}
        </tr>
        <tr>
          <th scope="col">{text.responsePerson}</th>
          {responsePeriods.map((days) => [
            <th key={`${days}-median`} scope="col">
              {text.responseMedian}
            </th>,
            <th key={`${days}-within`} scope="col">
              {text.responseWithin}
            </th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {rows.map(([row, team]) => (
          <tr key={row.userId ?? 'team'} data-testid={team ? 'response-team' : undefined}>
            <th scope="row">{team ? <strong>{text.responseTeam}</strong> : row.name}</th>
            {responsePeriods.map((days) => [
              <td key={`${days}-median`}>
                {row[days].medianMinutes === null ? '—' : formatMinutes(row[days].medianMinutes!)}
              </td>,
              <td key={`${days}-within`}>{share(row[days])}</td>,
            ])}
          </tr>
        ))}
      </tbody>
    </TablePanel>
  )
}
