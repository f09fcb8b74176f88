import 'server-only'

import { cookies } from 'next/headers'

import { env } from '@/kernel/env'

import {
  draftCookie,
  draftPurpose,
  receiptMaxAgeMs,
  receiptCookie,
  receiptPurpose,
  renderedKey,
  attributionFields,
  idempotencyField,
  type FormDraft,
  type ScriptlessForm,
} from './scriptless'
import { joinChunks, readReceipt, unseal } from './sealed'

/**
 * What a form's own page (/contact, /register/review) shows after a send without a script: the
 * values and messages the sealed cookie carries (kernel/forms/scriptless.ts), if any and not expired.
 */
export async function readFormDraft(name: ScriptlessForm['name']): Promise<FormDraft | undefined> {
  const store = await cookies()
  const sealed = joinChunks(draftCookie(name), (cookie) => store.get(cookie)?.value)
  return unseal<FormDraft>(env.PAYLOAD_SECRET, draftPurpose(name), sealed)
}

/**
 * The hidden fields a form's own page renders: a fresh Idempotency-Key (however often this form
 * is sent, one record), and the visit's attribution when the draft carries it.
 */
export function hiddenFields(draft: FormDraft | undefined): Record<string, string> {
  const fields: Record<string, string> = { [idempotencyField]: renderedKey() }
  if (draft) {
    for (const key of attributionFields) fields[key] = String(draft.attribution[key] ?? '')
  }
  return fields
}

/**
 * The fields of the receipt a "sent" page was given (its cookie), when this server signed it for
 * `name`'s form within the last hour; undefined otherwise (a visit without one, or made up).
 */
export async function sentReceipt(name: ScriptlessForm['name']) {
  const receipt = (await cookies()).get(receiptCookie(name))?.value
  return readReceipt(env.PAYLOAD_SECRET, receiptPurpose(name), receipt, receiptMaxAgeMs)
}
