'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { formatThaiDateShort, formatThaiTime } from '@/kernel/text/thai-date'

import { historyFieldLabels } from '../content/admin'

type Entry = { at?: string; field?: keyof typeof historyFieldLabels; from?: string; to?: string }

const excerpt = (value = '') => (value.length > 60 ? `${value.slice(0, 60)}…` : value)
const moment = (iso: string) => `${formatThaiDateShort(iso)} ${formatThaiTime(iso)}`

/** A history entry's row, readable without opening it: "22 พ.ย. 69 16:24 น. · สถานะ: ใหม่ → ติดต่อแล้ว". */
export function ActivityRowLabel() {
  const { data } = useRowLabel<Entry>()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'th'
  const field = data?.field ? historyFieldLabels[data.field]?.[language] : ''
  const when = data?.at ? moment(data.at) : ''
  // Follow-up dates are kept as ISO timestamps; shown as Thai dates.
  const shown = (value?: string) =>
    value && data?.field === 'nextFollowUpAt' ? moment(value) : excerpt(value)
  const change = data?.from ? `${shown(data.from)} → ${shown(data.to)}` : shown(data?.to)
  return (
    <span>
      {when} · {field}: {change || '—'}
    </span>
  )
}
