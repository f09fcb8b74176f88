import type { CollectionAfterOperationHook } from 'payload'

import { addressHashOf, noteActivity } from './log'

/** One entry per member and record in this long, however often the screen reloads. */
const onceEveryMs = 5 * 60_000
const seen = globalThis as typeof globalThis & { __clinicPlusViewed?: Map<string, number> }

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
  const key = `${req.user.id}:${subject}`
  const now = Date.now()
  const views = (seen.__clinicPlusViewed ??= new Map())
  if (now - (views.get(key) ?? 0) < onceEveryMs) return result
  views.set(key, now)
  if (views.size > 5_000) {
    for (const [entry, at] of views) if (now - at >= onceEveryMs) views.delete(entry)
  }
  noteActivity(req.payload, {
    kind: 'record-viewed',
    member: Number(req.user.id),
    subject,
    ipHash: addressHashOf(req.payload.secret, req.headers),
  })
  return result
}
