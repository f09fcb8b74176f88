'use client'

import { DefaultCell, useTranslation } from '@payloadcms/ui'
import type { ClientField, DefaultCellComponentProps } from 'payload'

import { formatListMoment } from '@/kernel/text/thai-date'

/**
 * A date in an admin list as the public site writes it: Buddhist year, Thai month, Bangkok time
 * (Payload's own cell formats with date-fns, which knows no Buddhist calendar). The text goes
 * through Payload's default cell, so a date in the first column still links to the document.
 */
export function ThaiDateCell(props: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const { cellData } = props
  const date = typeof cellData === 'string' || cellData instanceof Date ? new Date(cellData) : null
  if (!date || Number.isNaN(date.getTime())) return <DefaultCell {...props} />
  const field = { ...props.field, type: 'text' } as ClientField
  return <DefaultCell {...props} field={field} cellData={formatListMoment(date, i18n.language)} />
}
