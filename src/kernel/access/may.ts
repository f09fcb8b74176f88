import type { Collection, PayloadRequest, Where } from 'payload'

/** A document or a global a member wants to act on. */
export type Target =
  | { collection: string; id: number | string; global?: undefined }
  | { global: string; collection?: undefined; id?: undefined }

/**
 * Whether the request's member may do `operation` on `target`, asked of the collection's or the
 * global's own rule (behind the door, kernel/access/door.ts), as Payload would ask it: a rule that answers
 * with a query allows the documents it matches. Publishing is an `update` with
 * `{ _status: 'published' }`.
 */
export async function memberMay(
  req: PayloadRequest,
  target: Target,
  operation: 'read' | 'update',
  data?: Record<string, unknown>,
): Promise<boolean> {
  const { payload } = req
  if (target.global !== undefined) {
    const global = payload.config.globals.find(({ slug }) => slug === target.global)
    const rule = global?.access?.[operation]
    if (!rule) return false
    return (await rule({ req, data })) === true
  }
  const collection = (payload.collections as Record<string, Collection | undefined>)[
    target.collection
  ]?.config
  const rule = collection?.access?.[operation]
  if (!rule) return false
  const answer = await rule({ req, id: target.id as number, data })
  if (answer === true) return true
  if (!answer || typeof answer !== 'object') return false
  const { totalDocs } = await payload.count({
    collection: target.collection as never,
    where: { and: [{ id: { equals: target.id } }, answer as Where] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
