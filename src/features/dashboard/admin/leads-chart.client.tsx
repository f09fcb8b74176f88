'use client'

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

export type ChartSeries = { key: string; label: string; color: string }
export type ChartDay = { label: string } & Record<string, number | string>

type Props = { days: ChartDay[]; series: ChartSeries[]; title: string }

/**
 * Leads per day, stacked by channel. Drawn only in the admin (recharts never reaches the public
 * pages' bundles); screen readers get the same numbers from the summary and the table beside it,
 * so the drawing itself is hidden from them (and has no keyboard layer of its own to reach).
 */
export function LeadsChart({ days, series, title }: Props) {
  return (
    <div aria-hidden="true" data-chart={title} style={{ width: '100%', height: 320 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={days}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
          <XAxis
            dataKey="label"
            interval={13}
            tick={{ fontSize: 12, fill: 'var(--theme-elevation-800)' }}
          />
          <YAxis
            allowDecimals={false}
            width={40}
            tick={{ fontSize: 12, fill: 'var(--theme-elevation-800)' }}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--theme-elevation-0)',
              border: '1px solid var(--theme-elevation-150)',
            }}
          />
          {/* In the channels' own order, in the text colour (a pale swatch's colour is unreadable). */}
          <Legend
            itemSorter={null}
            formatter={(value) => (
              <span style={{ color: 'var(--theme-elevation-800)' }}>{value}</span>
            )}
          />
          {series.map(({ key, label, color }) => (
            <Bar key={key} dataKey={key} name={label} stackId="leads" fill={color} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
