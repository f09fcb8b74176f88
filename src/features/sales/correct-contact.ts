import type { Payload, PayloadRequest } from 'payload'

import type { CorrectableCollection } from './validation/contact-correction'

/** What a correction asks the pipeline's history hook to record (features/sales/collections/pipeline). */
export type ContactCorrection = { field: string; reason: string }

type CorrectionOutcome = { changed: boolean; from: string; to: string }

/**
 * Corrects one contact detail of a lead or registration, which are otherwise read-only for
 * every role: the update runs as the staff member, and the history keeps the old value, the new
 * one, who and why (the pipeline hook writes the entry from `context.contactCorrection`).
 */
export async function correctContact(
  payload: Payload,
  req: PayloadRequest,
  input: {
    collection: CorrectableCollection
    id: number
    field: string
    value: string
    reason: string
  },
): Promise<CorrectionOutcome> {
  const doc = (await payload.findByID({
    collection: input.collection,
    id: input.id,
    depth: 0,
    overrideAccess: false,
    req,
  })) as unknown as Record<string, unknown>
  const from = String(doc[input.field] ?? '')
  if (from === input.value) return { changed: false, from, to: input.value }
  const correction: ContactCorrection = { field: input.field, reason: input.reason }
  await payload.update({
    collection: input.collection,
    id: input.id,
    data: { [input.field]: input.value },
    // The field is read-only through the API; this audited path is the one way to change it.
    overrideAccess: true,
    user: req.user,
    context: { contactCorrection: correction },
    req,
  })
  return { changed: true, from, to: input.value }
}
