import { getTranslation } from '@payloadcms/translations'
import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { activityWords } from '@/content/activity'
import { describeActivityDetail, parseActivitySubject } from '@/lib/activity/describe'

type I18n = DefaultServerCellComponentProps['i18n']

/**
 * The activity log's columns in words (collections/activity-log): whose record an entry is about
 * by its name (looked up when the list is shown, so the log itself keeps no name, and an erased
 * person is never named again), the member by their name, the stored codes of a detail in Thai.
 * An empty cell stays empty.
 */

const collectionLabel = (payload: Payload, i18n: I18n, slug: string, plural = false) => {
  const labels = payload.collections[slug as keyof Payload['collections']]?.config.labels
  return labels ? getTranslation(plural ? labels.plural : labels.singular, i18n) : undefined
}

/** A record's title (its useAsTitle; a member's name, else e-mail), or null if it is gone. */
const recordTitle = cache(async (payload: Payload, collection: string, id: string) => {
  const config = payload.collections[collection as keyof Payload['collections']]?.config
  if (!config) return null
  const titleField = collection === 'users' ? 'name' : (config.admin?.useAsTitle ?? 'id')
  const doc = (await payload
    .findByID({
      collection: collection as 'users',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)) as Record<string, unknown> | null
  if (!doc) return null
  const title = String(doc[titleField] ?? '').trim()
  return title || (collection === 'users' ? String(doc.email ?? '') : '')
})

export async function ActivitySubjectCell({
  cellData,
  payload,
  i18n,
}: DefaultServerCellComponentProps) {
  const subject = parseActivitySubject(
    typeof cellData === 'string' ? cellData : null,
    new Set(payload.config.collections.map((c) => c.slug)),
    new Set(payload.config.globals.map((g) => g.slug)),
  )
  if (!subject) return null
  if (subject.kind === 'words') return <span>{subject.text}</span>
  if (subject.kind === 'global') {
    const global = payload.config.globals.find((g) => g.slug === subject.global)
    return <span>{global?.label ? getTranslation(global.label, i18n) : subject.global}</span>
  }
  if (subject.kind === 'collection') {
    return <span>{collectionLabel(payload, i18n, subject.collection, true)}</span>
  }
  const kind = collectionLabel(payload, i18n, subject.collection) ?? subject.collection
  const title = await recordTitle(payload, subject.collection, subject.id)
  if (title === null) return <span>{activityWords.subject.gone(kind)}</span>
  return (
    <span>
      {kind}: {title}
    </span>
  )
}

export async function ActivityMemberCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id =
    cellData && typeof cellData === 'object' && 'id' in cellData
      ? String((cellData as { id: unknown }).id)
      : cellData === null || cellData === undefined || cellData === ''
        ? null
        : String(cellData)
  if (id === null) return null
  const name = await recordTitle(payload, 'users', id)
  return <span>{name ?? activityWords.subject.gone('ผู้ใช้งาน')}</span>
}

export function ActivityDetailCell({
  cellData,
  rowData,
  payload,
  i18n,
}: DefaultServerCellComponentProps) {
  const text = describeActivityDetail(
    String(rowData?.kind ?? ''),
    typeof cellData === 'string' ? cellData : null,
    (slug) => collectionLabel(payload, i18n, slug, true),
  )
  return text ? <span>{text}</span> : null
}
