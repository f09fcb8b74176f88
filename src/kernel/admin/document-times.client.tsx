'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { formatListMoment } from '@/kernel/text/thai-date'

/**
 * A saved document's "แก้ไขล่าสุด" and "สร้างเมื่อ" in the document's bar, in Bangkok time with
 * the Buddhist year whatever the browser's time zone: Payload writes its own in the browser's
 * zone (date-fns in the browser, no zone given), so a computer set to UTC showed 05:08 for a save
 * at 12:08 in Bangkok. Payload's pair is hidden (custom.css).
 */
export function DocumentTimes() {
  const { id, savedDocumentData, lastUpdateTime } = useDocumentInfo()
  const { i18n, t } = useTranslation()
  const { createdAt, updatedAt } = (savedDocumentData ?? {}) as {
    createdAt?: string
    updatedAt?: string
  }
  if (!id || !createdAt) return null
  const updated = updatedAt ?? (lastUpdateTime ? new Date(lastUpdateTime).toISOString() : null)
  const moment = (at: string) => (
    <time dateTime={at} className="document-times__value">
      {formatListMoment(at, i18n.language)}
    </time>
  )
  return (
    <p className="document-times">
      {updated ? (
        <span>
          {t('general:lastModified')}: {moment(updated)}
        </span>
      ) : null}
      <span>
        {t('general:created')}: {moment(createdAt)}
      </span>
    </p>
  )
}
