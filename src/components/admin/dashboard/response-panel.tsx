import { dashboardText } from '@/content/admin'
import { formatCount, formatMinutes } from '@/lib/format'
import {
  type ResponseFigures,
  responsePeriods,
  type ResponseRow,
  type ResponseTimes,
} from '@/lib/dashboard/response-times'

import styles from './lead-dashboard.module.css'

type Text = (typeof dashboardText)['th' | 'en']

const share = ({ withinTarget, measured }: ResponseFigures) =>
  measured === 0
    ? '—'
    : `${Math.round((100 * withinTarget) / measured)}% (${formatCount(withinTarget)}/${formatCount(measured)})`

/**
 * The dashboard's response panel: per salesperson and for the team, the median time to first
 * contact and the share within target over 7, 30 and 90 days (lib/dashboard/response-times.ts).
 */
export function ResponsePanel({ figures, text }: { figures: ResponseTimes; text: Text }) {
  const rows: [ResponseRow, boolean][] = [
    [figures.team, true],
    ...figures.people.map((person): [ResponseRow, boolean] => [person, false]),
  ]
  return (
    <section className={styles.panel} aria-labelledby="response-heading" data-testid="response">
      <h3 id="response-heading">{text.responseHeading}</h3>
      <p className={styles.muted}>{text.responseIntro}</p>
      {figures.people.length === 0 ? (
        <p className={styles.muted}>{text.responseNone}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
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
                      {row[days].medianMinutes === null
                        ? '—'
                        : formatMinutes(row[days].medianMinutes!)}
                    </td>,
                    <td key={`${days}-within`}>{share(row[days])}</td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
