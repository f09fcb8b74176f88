import { type Channel, channelLabels, channels } from '@/kernel/attribution/channel'
import { formatThaiDateShort } from '@/kernel/text/thai-date'

import type { DashboardFigures } from '../figures'
import type { ChartDay, ChartSeries } from './leads-chart.client'

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
 * The leads per day shaped for the chart and its table: one series per channel, named in the
 * staff member's language, with its colour; one row per day, labelled with its Thai date; and
 * each channel's total over the days.
 */
export function chartData(daily: DashboardFigures['daily'], language: 'th' | 'en') {
  const series: ChartSeries[] = channels.map((channel) => ({
    key: channel,
    label: channelLabels[channel][language],
    color: channelColors[channel],
  }))
  const days: ChartDay[] = daily.map((day) => ({
    label: formatThaiDateShort(`${day.date}T12:00:00+07:00`),
    ...day.byChannel,
  }))
  const totals = channels.map((channel) => ({
    label: channelLabels[channel][language],
    total: daily.reduce((sum, day) => sum + day.byChannel[channel], 0),
  }))
  return { series, days, totals }
}
