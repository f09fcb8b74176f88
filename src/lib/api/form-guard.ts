import { checkFormToken } from './form-token.mjs'
import type { ApiReply } from './http'
import { httpReplies } from './messages'

/** The honeypot: a field people never see or fill; simple bots fill every field. */
export const honeypotField = 'website'
export const formTokenField = 'form_token'

/**
 * What the bot checks of the site's forms (the lead form, the sign-up form) make of a request:
 * - `person`: a form token of ours, 3 s to 3 h old, and an empty honeypot;
 * - `spam`: a filled honeypot, or a missing, made-up or too-young token: stored with status
 *   spam and answered like a person, so a bot learns nothing and staff can restore a mistake;
 * - `stale`: a token that expired or was signed with another secret: answered 409, and the form
 *   sends again with a fresh one.
 */
export type FormVerdict = 'person' | 'spam' | 'stale'

export function judgeForm(secret: string, body: Record<string, unknown>, now: number): FormVerdict {
  const token = checkFormToken(secret, body[formTokenField], now)
  if (token === 'stale') return 'stale'
  const trap = body[honeypotField]
  if ((typeof trap === 'string' && trap !== '') || token !== 'ok') return 'spam'
  return 'person'
}

/** The form's Idempotency-Key header: one filled form is stored once, however often it is sent. */
export const idempotencyKeyOf = (request: Request) =>
  request.headers.get('idempotency-key')?.trim() || null

const maxIdempotencyKeyLength = 200

/** The reply to an Idempotency-Key too long to be one of ours, if it is. */
export function idempotencyKeyProblem(request: Request): ApiReply | undefined {
  const key = idempotencyKeyOf(request)
  if (!key || key.length <= maxIdempotencyKeyLength) return undefined
  return { code: 400, message: httpReplies.invalidField('Idempotency-Key', 'ยาวเกินไป') }
}
