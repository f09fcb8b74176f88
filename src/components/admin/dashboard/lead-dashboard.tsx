import type { ServerProps } from 'payload'

import { roleOf } from '@/lib/roles'
import { dashboardText, salesStatusLabels } from '@/content/admin'
import {
  type CallList,
  dashboardFigures,
  leadsToCall,
  type SourceRow,
} from '@/lib/dashboard/figures'
import { type Channel, channelLabels, channels } from '@/lib/leads/channel'
import { formatCount, formatOneDecimal } from '@/lib/format'
import { formatElapsed, formatThaiDateShort, formatThaiTime } from '@/lib/thai-date'

import { enquirySources } from '@/lib/dashboard/enquiry-sources'
import { responseTimes } from '@/lib/dashboard/response-times'

import { type ChartDay, LeadsChart } from './leads-chart.client'
import { ResponsePanel } from './response-panel'
import { SourcesPanel } from './sources-panel'
import styles from './lead-dashboard.module.css'

/** One colour per channel, distinct for the common kinds of colour blindness (Okabe–Ito). */
const channelColors: Record<Channel, string> = {
  paid: '#E69F00',
  search: '#0072B2',
  social: '#CC79A7',
  line: '#009E73',
  direct: '#56B4E9',
  other: '#999999',
}

/**
 * The first screen after login, above Payload's collection cards: new leads against the period
 * before, leads per day by channel, the campaigns and landing pages that bring them, their
 * organisation types and where every lead stands. Read on the server (lib/dashboard/figures.ts);
 * the browser gets numbers, never the leads themselves.
 */
export async function LeadDashboard({ payload, i18n, user }: ServerProps) {
  const english = i18n?.language === 'en'
  const text = english ? dashboardText.en : dashboardText.th
  const language = english ? 'en' : 'th'
  // Counts are for every staff member; the names of the people to call only for those who call.
  const role = roleOf({ user: user ?? null })
  const callsLeads = role === 'admin' || role === 'sales'
  const [figures, toCall, responses, sources] = await Promise.all([
    dashboardFigures(payload),
    callsLeads ? leadsToCall(payload) : null,
    callsLeads ? responseTimes(payload) : null,
    enquirySources(payload),
  ])
  const leadHref = (id: number | string) => `${payload.config.routes.admin}/collections/leads/${id}`
  const series = channels.map((channel) => ({
    key: channel,
    label: channelLabels[channel][language],
    color: channelColors[channel],
  }))
  const days: ChartDay[] = figures.daily.map((day) => ({
    label: formatThaiDateShort(`${day.date}T12:00:00+07:00`),
    ...day.byChannel,
  }))
  const channelTotals = channels.map((channel) => ({
    channel,
    total: figures.daily.reduce((sum, day) => sum + day.byChannel[channel], 0),
  }))
  const statusLabel = (value: string) => salesStatusLabels[value]?.[language] ?? value

  return (
    <section className={styles.dashboard} aria-labelledby="lead-dashboard-heading">
      <h2 id="lead-dashboard-heading">{text.heading}</h2>
      <p className={styles.muted}>{text.intro}</p>

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
                {formatCount(change)} · {text.previous[key]} {formatCount(previous)}{' '}
                {text.leadsUnit}
              </span>
            </li>
          )
        })}
        <li className={styles.card}>
          <span className={styles.muted}>{text.medianFirstContact}</span>
          <strong className={styles.figure} data-testid="median-first-contact">
            {figures.medianHoursToFirstContact === null
              ? '—'
              : formatOneDecimal(figures.medianHoursToFirstContact)}
          </strong>
          <span className={styles.muted}>{text.hours}</span>
        </li>
      </ul>

      {toCall ? (
        <div className={styles.panel}>
          <h3>{text.callHeading}</h3>
          <div className={styles.columns}>
            <CallListPanel
              heading={text.uncontactedHeading}
              list={toCall.uncontacted}
              detail={(since) => `${text.waiting} ${formatElapsed(since)}`}
              href={leadHref}
              text={text}
              testId="uncontacted"
            />
            <CallListPanel
              heading={text.overdueHeading}
              list={toCall.overdue}
              detail={(since) =>
                `${text.due} ${formatThaiDateShort(since)} ${formatThaiTime(since)}`
              }
              href={leadHref}
              text={text}
              testId="overdue"
            />
          </div>
        </div>
      ) : null}

      {responses ? <ResponsePanel figures={responses} text={text} /> : null}

      <figure className={styles.panel}>
        <figcaption>
          <h3>{text.chartHeading}</h3>
          <p className={styles.muted}>
            {text.chartSummary}:{' '}
            {channelTotals
              .map(
                ({ channel, total }) => `${channelLabels[channel][language]} ${formatCount(total)}`,
              )
              .join(' · ')}
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
              {figures.daily.map((day, index) => (
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

      <SourcesPanel figures={sources} text={text} />

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
    </section>
  )
}

type Text = (typeof dashboardText)['th' | 'en']

function CallListPanel({
  heading,
  list,
  detail,
  href,
  text,
  testId,
}: {
  heading: string
  list: CallList
  detail: (since: string) => string
  href: (id: number | string) => string
  text: Text
  testId: string
}) {
  return (
    <section aria-label={heading} data-testid={testId}>
      <h4>
        {heading} ({formatCount(list.count)})
      </h4>
      {list.leads.length === 0 ? (
        <p className={styles.muted}>{text.nobodyWaiting}</p>
      ) : (
        <ul className={styles.callList}>
          {list.leads.map((lead) => (
            <li key={lead.id}>
              <a href={href(lead.id)}>{lead.fullname}</a>{' '}
              <span className={styles.muted}>· {detail(lead.since)}</span>
            </li>
          ))}
          {list.count > list.leads.length ? (
            <li className={styles.muted}>
              {text.more} {formatCount(list.count - list.leads.length)}
            </li>
          ) : null}
        </ul>
      )}
    </section>
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
  text: Text
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
  text: Text
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
