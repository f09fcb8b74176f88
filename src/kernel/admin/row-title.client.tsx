'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

type Props = {
  /** The row's field that titles it (its first text: a question, a name, a step's title). */
  titleField?: string
  /** What one row is called ({ th: 'คำถาม', en: 'Question' }), for a row with nothing typed yet. */
  row?: { th: string; en: string }
}

const longest = 80

/**
 * A row of a list in the page editors, titled by what it says first (a question, a name, a
 * step's title) instead of Payload's "คำถาม 01", so a closed list reads as its content. A row
 * with nothing typed yet is "คำถาม 3", counted from one.
 */
export function RowTitle({ titleField, row }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const value = titleField ? data?.[titleField] : undefined
  const title = typeof value === 'string' ? value.trim() : ''
  if (title) {
    // The row's own content: a record, not the admin's words (tests/helpers/admin-words).
    return (
      <span className="row-title" data-record>
        {title.length > longest ? `${title.slice(0, longest - 1)}…` : title}
      </span>
    )
  }
  const name = row ? (i18n.language === 'en' ? row.en : row.th) : ''
  return <span className="row-title">{`${name} ${(rowNumber ?? 0) + 1}`.trim()}</span>
}
