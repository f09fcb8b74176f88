'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { ClientField, DefaultCellComponentProps } from 'payload'

import { formatCount } from '@/kernel/text/format'

/**
 * A number in an admin list with its thousands separated (15,000, not 15000), as the dashboard
 * and the funnel write it. Through Payload's default cell, so a first column still links.
 */
export function ThaiNumberCell(props: DefaultCellComponentProps) {
  const { cellData } = props
  if (typeof cellData !== 'number' || !Number.isFinite(cellData)) return <DefaultCell {...props} />
  const field = { ...props.field, type: 'text' } as ClientField
  return <DefaultCell {...props} field={field} cellData={formatCount(cellData)} />
}
