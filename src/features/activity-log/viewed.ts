import type { CollectionAfterOperationHook } from 'payload'

import { activityText } from '@/kernel/activity/kinds'
import { addressHashOf, noteActivity } from '@/kernel/activity/log'
import { shared } from '@/kernel/runtime.mjs'

/** One entry per member and record in this long, however often the screen reloads. */
const onceEveryMs = 5 * 60_000

/** Whether `key` was not noted within `onceEveryMs`; notes it. The map forgets old keys. */
function firstInAWhile(key: string, now = Date.now()): boolean {
  const views = shared('viewedRecently', () => new Map<string, number>())
  if (now - (views.get(key) ?? 0) < onceEveryMs) return false
  views.set(key, now)
  if (views.size > 5_000) {
    for (const [entry, at] of views) if (now - at >= onceEveryMs) views.delete(entry)
  }
  return true
}

/**
 * Who opened whose lead or registration, and when: a staff member's read of one record (the admin's
 * document screen, or GET /api/leads/:id), not the server's own reads (they override access).
 */
export const noteRecordViewed: CollectionAfterOperationHook = ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  // The server's own reads override access (the Local API does unless told otherwise).
  if (
    operation !== 'findByID' ||
    !req.user ||
    (args as { overrideAccess?: boolean }).overrideAccess === true
  ) {
    return result
  }
  const id = (result as { id?: number | string } | null)?.id
  if (id === undefined) return result
  const subject = `${collection.slug}/${id}`
  if (!firstInAWhile(`${req.user.id}:${subject}`)) return result
  noteActivity(req.payload, {
    kind: 'record-viewed',
    member: Number(req.user.id),
    subject,
    ipHash: addressHashOf(req.payload.secret, req.headers),
  })
  return result
}

/** Payload's own fields, whose labels are its translations rather than words of ours. */
const builtInFieldNames: Record<string, string> = {
  id: 'เลขที่รายการ',
  createdAt: 'วันที่สร้าง',
  updatedAt: 'แก้ไขล่าสุด',
}

/** The log is written in Thai, whatever the member's admin language. */
const thaiOnly = { language: 'th', fallbackLanguage: 'th' }

/** A query path's field in words: its Thai label, by the path's first name. */
function fieldInWords(fields: readonly { name: string; label?: unknown }[], path: string): string {
  const name = path.split('.')[0]
  if (builtInFieldNames[name]) return builtInFieldNames[name]
  let label = fields.find((field) => field.name === name)?.label
  // Our labels reach Payload as functions of the admin's language (shared/resolved-labels).
  if (typeof label === 'function') label = label({ i18n: thaiOnly, t: (key: string) => key })
  if (typeof label === 'string' && label !== '') return label
  if (label && typeof label === 'object' && typeof (label as { th?: unknown }).th === 'string') {
    return (label as { th: string }).th
  }
  return name
}

/**
 * The fields and operators of a query in words, without its values (a search for a phone number
 * must not put the number in the log): "สถานะ ไม่ใช่ค่าที่เลือก, เบอร์โทรศัพท์ มีคำที่ค้นหา".
 */
export function filterSummary(
  where: unknown,
  fields: readonly { name: string; label?: unknown }[] = [],
): string {
  const parts: string[] = []
  const walk = (node: unknown, field?: string) => {
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        for (const inner of Array.isArray(value) ? value : []) walk(inner)
      } else if (field !== undefined) {
        const operator = activityText.operators[key] ?? activityText.otherOperator
        parts.push(`${fieldInWords(fields, field)} ${operator}`)
      } else walk(value, key)
    }
  }
  walk(where)
  return [...new Set(parts)].sort().join(', ')
}

/**
 * A list or search that hands a staff member personal data (leads, registrations): one entry
 * with who, which collection, the query's fields and operators (never its values) and how many
 * records it returned; the admin's list screens count too. Repeats of the same list by the same
 * member within five minutes (a screen reloading) are one entry. The server's own reads (they
 * override access) and lists that return nothing are not entries.
 */
export const noteRecordsListed: CollectionAfterOperationHook = ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  const { overrideAccess, where } = args as { overrideAccess?: boolean; where?: unknown }
  if (operation !== 'find' || !req.user || overrideAccess === true) return result
  const docs = (result as { docs?: unknown[] } | null)?.docs ?? []
  if (docs.length === 0) return result
  const filter = filterSummary(where, collection.flattenedFields)
  if (!firstInAWhile(`list:${req.user.id}:${collection.slug}:${filter}:${docs.length}`)) {
    return result
  }
  noteActivity(req.payload, {
    kind: 'records-listed',
    member: Number(req.user.id),
    subject: collection.slug,
    detail: activityText.listed(docs.length, filter),
    ipHash: addressHashOf(req.payload.secret, req.headers),
  })
  return result
}
