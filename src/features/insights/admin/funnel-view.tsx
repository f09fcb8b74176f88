import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '@/kernel/access/roles'
import styles from '@/kernel/admin/figures.module.css'
import { StaffView } from '@/kernel/admin/staff-view'
import { channelLabels, type Channel } from '@/kernel/attribution/channel'
import { env } from '@/kernel/env'
import { formatCount, formatOneDecimal } from '@/kernel/text/format'

import { funnelText } from '../content'
import {
  funnelCampaigns,
  funnelDaily,
  funnelFigures,
  funnelGroupings,
  funnelPeriods,
  type FunnelBy,
  type FunnelRow,
} from '../funnel'
import { funnelRates, funnelTotalRates, type FunnelRates } from '../rates'
import { DailyChart } from './daily-chart'

type Text = (typeof funnelText)['th' | 'en']

/** The column sets a member chooses between: the table fits the screen, the details are a click away. */
const columnSets = ['overview', 'enquiries', 'sales', 'costs'] as const
type ColumnSet = (typeof columnSets)[number]

/** The table's columns: a number of a row, or a rate or a cost worked out from it. */
type Column = {
  key: string
  label: (text: Text) => string
  value: (row: FunnelRow, rates: FunnelRates) => number | null
  format: 'count' | 'rate' | 'baht'
  /** The column sets it is in. */
  sets: ColumnSet[]
  /** Only where there is spend: marketing's and the admin's, by campaign. */
  costs?: true
}

const columns: Column[] = [
  {
    key: 'visits',
    label: (t) => t.visits,
    value: (r) => r.visits,
    format: 'count',
    sets: ['overview', 'enquiries'],
  },
  {
    key: 'pageViews',
    label: (t) => t.pageViews,
    value: (r) => r.pageViews,
    format: 'count',
    sets: ['enquiries'],
  },
  {
    key: 'leads',
    label: (t) => t.leads,
    value: (r) => r.leads,
    format: 'count',
    sets: ['enquiries'],
  },
  {
    key: 'registrations',
    label: (t) => t.registrations,
    value: (r) => r.registrations,
    format: 'count',
    sets: ['enquiries'],
  },
  {
    key: 'lineTaps',
    label: (t) => t.lineTaps,
    value: (r) => r.lineTaps,
    format: 'count',
    sets: ['enquiries'],
  },
  {
    key: 'enquiries',
    label: (t) => t.enquiries,
    value: (r) => r.enquiries,
    format: 'count',
    sets: ['overview', 'enquiries', 'sales', 'costs'],
  },
  {
    key: 'enquiryRate',
    label: (t) => t.enquiryRate,
    value: (_, rates) => rates.enquiryRate,
    format: 'rate',
    sets: ['overview', 'enquiries'],
  },
  {
    key: 'qualified',
    label: (t) => t.qualified,
    value: (r) => r.qualified,
    format: 'count',
    sets: ['sales', 'costs'],
  },
  {
    key: 'qualifiedRate',
    label: (t) => t.qualifiedRate,
    value: (_, rates) => rates.qualifiedRate,
    format: 'rate',
    sets: ['sales'],
  },
  {
    key: 'customers',
    label: (t) => t.customers,
    value: (r) => r.customers,
    format: 'count',
    sets: ['overview', 'sales', 'costs'],
  },
  {
    key: 'customerRate',
    label: (t) => t.customerRate,
    value: (_, rates) => rates.customerRate,
    format: 'rate',
    sets: ['sales'],
  },
  {
    key: 'spend',
    label: (t) => t.spend,
    value: (r) => r.spend,
    format: 'baht',
    sets: ['overview', 'costs'],
    costs: true,
  },
  {
    key: 'costPerLead',
    label: (t) => t.costPerLead,
    value: (_, rates) => rates.costPerEnquiry,
    format: 'baht',
    sets: ['overview', 'costs'],
    costs: true,
  },
  {
    key: 'costPerQualified',
    label: (t) => t.costPerQualified,
    value: (_, rates) => rates.costPerQualified,
    format: 'baht',
    sets: ['costs'],
    costs: true,
  },
  {
    key: 'costPerCustomer',
    label: (t) => t.costPerCustomer,
    value: (_, rates) => rates.costPerCustomer,
    format: 'baht',
    sets: ['costs'],
    costs: true,
  },
]

function formatted(value: number | null, format: Column['format']): string {
  if (value === null) return '–'
  if (format === 'rate') return `${formatOneDecimal(value * 100)}%`
  return formatCount(value)
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /admin/funnel: what each landing page, campaign and channel brought over 7, 30 or 90 days, from
 * visits to customers, with each step's rate (sortable), a chart of visits and enquiries per day
 * for a chosen campaign, and, for marketing and the admins, the ad spend with the cost of an
 * enquiry, a qualified lead and a customer; for the admins, the won customers' files for Google
 * Ads and Meta. Sales see the funnel only. Every choice is a link or a form that posts nothing:
 * it works without the admin's scripts.
 */
export async function FunnelView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login')
  const role = roleOf(req)
  if (!role) redirect('/admin')
  const english = req.i18n?.language === 'en'
  const text: Text = english ? funnelText.en : funnelText.th
  const query = searchParams ?? {}
  const days = funnelPeriods.find((period) => String(period) === first(query.period)) ?? 30
  const by: FunnelBy =
    funnelGroupings.find((grouping) => grouping === first(query.by)) ?? 'campaign'
  const seesCosts = (role === 'admin' || role === 'marketing') && by === 'campaign'
  const sets = columnSets.filter((set) => set !== 'costs' || seesCosts)
  const set = sets.find((candidate) => candidate === first(query.columns)) ?? 'overview'
  const shown = columns.filter(
    (column) => column.sets.includes(set) && (!column.costs || seesCosts),
  )
  const sortKey = shown.find((column) => column.key === first(query.sort))?.key ?? shown[0].key
  const ascending = first(query.dir) === 'asc'
  const chosenCampaign = first(query.campaign)
  const ownHost = new URL(env.SITE_URL).hostname

  const [figures, campaigns, daily] = await Promise.all([
    funnelFigures(req.payload, { days, by, ownHost }),
    funnelCampaigns(req.payload, days),
    funnelDaily(req.payload, { days, campaign: chosenCampaign || undefined }),
  ])
  const sortColumn = shown.find((column) => column.key === sortKey)!
  const valueOf = (column: Column, row: FunnelRow) => column.value(row, funnelRates(row))
  const rows = [...figures.rows].sort((a, b) => {
    const difference = (valueOf(sortColumn, a) ?? -1) - (valueOf(sortColumn, b) ?? -1)
    return (ascending ? difference : -difference) || a.key.localeCompare(b.key)
  })
  const nameOf = (key: string) => {
    if (by === 'channel') return channelLabels[key as Channel]?.[english ? 'en' : 'th'] ?? key
    if (by === 'campaign') return key || text.noCampaign
    return key || '–'
  }
  const link = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams()
    const state = {
      period: String(days),
      by,
      columns: set,
      sort: sortKey,
      dir: ascending ? 'asc' : 'desc',
      campaign: chosenCampaign,
      ...change,
    }
    for (const [key, value] of Object.entries(state)) if (value) next.set(key, value)
    return `/admin/funnel?${next.toString()}`
  }
  // The total's rates and costs over the rows where each means something (features/insights/rates).
  const totalRates = funnelTotalRates(figures.rows)
  const periodLabel = text.periods[String(days) as '7' | '30' | '90']
  const visitsTotal = daily.reduce((sum, day) => sum + day.visits, 0)
  const enquiriesTotal = daily.reduce((sum, day) => sum + day.enquiries, 0)

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

      <nav className={styles.choices} aria-label={`${text.periodLabel} · ${text.byLabel}`}>
        <div>
          <span id="funnel-period">{text.periodLabel}</span>
          <ul aria-labelledby="funnel-period">
            {funnelPeriods.map((period) => (
              <li key={period}>
                <a
                  className={styles.choice}
                  href={link({ period: String(period) })}
                  aria-current={period === days ? 'page' : undefined}
                >
                  {text.periods[String(period) as '7' | '30' | '90']}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <span id="funnel-by">{text.byLabel}</span>
          <ul aria-labelledby="funnel-by">
            {funnelGroupings.map((grouping) => (
              <li key={grouping}>
                <a
                  className={styles.choice}
                  href={link({ by: grouping, sort: undefined })}
                  aria-current={grouping === by ? 'page' : undefined}
                >
                  {text.by[grouping]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <section className={styles.panel} aria-labelledby="funnel-table-heading">
        <h2 id="funnel-table-heading">{text.by[by]}</h2>
        <nav className={styles.choices} aria-label={text.columnsLabel}>
          <div>
            <span id="funnel-columns">{text.columnsLabel}</span>
            <ul aria-labelledby="funnel-columns">
              {sets.map((candidate) => (
                <li key={candidate}>
                  <a
                    className={styles.choice}
                    href={link({ columns: candidate, sort: undefined, dir: undefined })}
                    aria-current={candidate === set ? 'page' : undefined}
                  >
                    {text.columnSets[candidate]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        {rows.length === 0 ? (
          <p className={styles.muted}>{text.none}</p>
        ) : (
          <div
            className={styles.scroll}
            tabIndex={0}
            role="region"
            aria-labelledby="funnel-table-heading"
          >
            <table className={styles.table} data-testid="funnel-table">
              <caption>{text.tableCaption(text.by[by], periodLabel)}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.name[by]}</th>
                  {shown.map((column) => {
                    const sorted = column.key === sortKey
                    const nextDir = sorted && !ascending ? 'asc' : 'desc'
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={sorted ? (ascending ? 'ascending' : 'descending') : undefined}
                      >
                        <a
                          className={styles.sort}
                          href={link({ sort: column.key, dir: nextDir })}
                          aria-label={`${text.sortBy(column.label(text))}${sorted ? ` (${ascending ? text.sortedAscending : text.sortedDescending})` : ''}`}
                        >
                          {column.label(text)}
                          {sorted ? (ascending ? ' ▲' : ' ▼') : ''}
                        </a>
                      </th>
                    )
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} data-key={row.key}>
                    <th scope="row">{nameOf(row.key)}</th>
                    {shown.map((column) => (
                      <td key={column.key} data-column={column.key}>
                        {formatted(valueOf(column, row), column.format)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{text.total}</th>
                  {shown.map((column) => (
                    <td key={column.key} data-column={column.key}>
                      {formatted(column.value(figures.total, totalRates), column.format)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        {rows.length > 0 ? <p className={styles.muted}>{text.totalNote}</p> : null}
        {seesCosts ? (
          <p className={styles.muted}>
            {text.spendNote} <Link href="/admin/collections/ad-spend">{text.spendLink}</Link>
          </p>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="funnel-chart-heading">
        <h2 id="funnel-chart-heading">
          {text.chartHeading}: {chosenCampaign || text.chartAll}
        </h2>
        <form className={styles.form} method="get" action="/admin/funnel">
          <input type="hidden" name="period" value={String(days)} />
          <input type="hidden" name="by" value={by} />
          <input type="hidden" name="columns" value={set} />
          <label>
            {text.chartCampaign}
            <select name="campaign" defaultValue={chosenCampaign ?? ''}>
              <option value="">{text.chartAll}</option>
              {campaigns.map((campaign) => (
                <option key={campaign} value={campaign}>
                  {campaign}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            {text.chartShow}
          </button>
        </form>
        <DailyChart
          days={daily}
          labels={{
            visits: text.visits,
            enquiries: text.enquiries,
            date: text.chartDate,
            summary: text.chartSummary(formatCount(visitsTotal), formatCount(enquiriesTotal)),
          }}
        />
        <details>
          <summary>
            {text.chartSummary(formatCount(visitsTotal), formatCount(enquiriesTotal))}
          </summary>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="funnel-daily">
              <thead>
                <tr>
                  <th scope="col">{text.chartDate}</th>
                  <th scope="col">{text.visits}</th>
                  <th scope="col">{text.enquiries}</th>
                </tr>
              </thead>
              <tbody>
                {daily.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td>{formatCount(day.visits)}</td>
                    <td>{formatCount(day.enquiries)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      {role === 'admin' ? (
        <section className={styles.panel} aria-labelledby="conversions-heading">
          <h2 id="conversions-heading">{text.conversionsHeading}</h2>
          <p className={styles.muted}>{text.conversionsIntro}</p>
          <form className={styles.form} method="get" action="/api/insights/conversions">
            <label>
              {text.conversionName}
              <input name="name" defaultValue="Clinic Plus customer" maxLength={100} />
            </label>
            <button type="submit" name="platform" value="google" className={styles.button}>
              {text.googleFile}
            </button>
            <button
              type="submit"
              name="platform"
              value="meta"
              className={`${styles.button} ${styles.buttonSecondary}`}
            >
              {text.metaFile}
            </button>
          </form>
        </section>
      ) : null}
    </StaffView>
  )
}
