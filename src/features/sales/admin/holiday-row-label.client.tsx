'use client'

import { useRowLabel } from '@payloadcms/ui'

import { formatThaiDate } from '@/kernel/text/thai-date'

/** A holiday's row in the sales settings, readable closed: "5 ธันวาคม 2569 · วันพ่อแห่งชาติ". */
export function HolidayRowLabel() {
  const { data, rowNumber } = useRowLabel<{ date?: string; name?: string }>()
  if (!data?.date) return <span>วันหยุด {(rowNumber ?? 0) + 1}</span>
  return (
    <span>
      {formatThaiDate(data.date)}
      {data.name ? ` · ${data.name}` : ''}
    </span>
  )
}
