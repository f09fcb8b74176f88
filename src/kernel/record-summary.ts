import type { CollectionSlug, Payload } from 'payload'

/**
 * What a lead or a sign-up says of itself when sales is told of it: each capability summarises
 * its own record (features/leads/summary.ts, features/registrations/summary.ts) and declares the
 * summary on its collection (`custom.salesSummary`), and the notifications build the e-mail, the
 * LINE push and the webhook from that, so a new field shown to sales is added where the record is.
 */
export type RecordSummary = {
  /** The e-mail's subject and the LINE message's first line, on one line. */
  subject: string
  /** The record's own lines, a Thai label and its value, before the visit's origin. */
  rows: [label: string, value: string | null | undefined][]
  /** The record's own fields in the webhook's JSON, beside those every record has. */
  webhook: Record<string, unknown>
}

/** A value on one line (a subject line never carries a line break a visitor typed). */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ')

/** A record's summary, as its collection declares it (`custom.salesSummary`). */
export function summaryOf(
  payload: Payload,
  collection: CollectionSlug,
  record: unknown,
): RecordSummary {
  const summarise = payload.collections[collection]?.config.custom?.salesSummary as
    ((record: never) => RecordSummary) | undefined
  if (!summarise) {
    throw new Error(
      `The collection ${collection} declares no summary for sales (custom.salesSummary).`,
    )
  }
  return summarise(record as never)
}
