import styles from '@/kernel/admin/figures.module.css'
import { formatCount } from '@/kernel/text/format'

type Day = { day: string; visits: number; enquiries: number }

const width = 720
const height = 220
const pad = { left: 48, right: 12, top: 12, bottom: 28 }
const colours = { visits: '#0e7c86', enquiries: '#c2410c' }

/** `2026-11-25` → `25/11`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/**
 * Visits and enquiries per day as two lines, drawn on the server (no script); the numbers are in
 * the table beside it for screen readers and for exact values.
 */
export function DailyChart({
  days,
  labels,
}: {
  days: Day[]
  labels: { visits: string; enquiries: string; date: string; summary: string }
}) {
  const top = Math.max(1, ...days.map((day) => Math.max(day.visits, day.enquiries)))
  const x = (index: number) =>
    pad.left + (days.length > 1 ? (index * (width - pad.left - pad.right)) / (days.length - 1) : 0)
  const y = (value: number) => pad.top + (1 - value / top) * (height - pad.top - pad.bottom)
  const line = (key: 'visits' | 'enquiries') =>
    days.map((day, index) => `${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`).join(' ')
  const ticks = [0, Math.round(top / 2), top]
  const every = Math.max(1, Math.ceil(days.length / 8))
  return (
    <>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={labels.summary}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.15}
            />
            <text
              x={pad.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize={11}
              fill="currentColor"
            >
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) =>
          index % every === 0 ? (
            <text
              key={day.day}
              x={x(index)}
              y={height - 8}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {shortDay(day.day)}
            </text>
          ) : null,
        )}
        <polyline points={line('visits')} fill="none" stroke={colours.visits} strokeWidth={2} />
        <polyline
          points={line('enquiries')}
          fill="none"
          stroke={colours.enquiries}
          strokeWidth={2}
          strokeDasharray="6 3"
        />
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatch} style={{ background: colours.visits }} />
          {labels.visits}
        </li>
        <li>
          <span className={styles.swatch} style={{ background: colours.enquiries }} />
          {labels.enquiries}
        </li>
      </ul>
    </>
  )
}
