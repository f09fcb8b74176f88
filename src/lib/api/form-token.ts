import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { leadLimits } from '@/lib/validation/lead'

const { minFormAgeMs } = leadLimits
/** A form left open longer gets a fresh token from the form itself (a 409, then a resend). */
export const maxFormAgeMs = 3 * 60 * 60 * 1000

function sign(secret: string, issuedAt: number, nonce: string): string {
  return createHmac('sha256', secret).update(`lead-form:${issuedAt}:${nonce}`).digest('base64url')
}

/**
 * A signed form-render timestamp with a random nonce, `<ms since epoch>.<nonce>.<HMAC>`: every
 * token is different, so one token can be held to one stored lead.
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const nonce = randomBytes(12).toString('base64url')
  return `${now}.${nonce}.${sign(secret, now, nonce)}`
}

/**
 * - `ok`: sign by this server, at least 3 s and at most 3 h old;
 * - `missing`, `malformed`, `too-fast`: what a bot sends (the lead is kept as spam);
 * - `stale`: expired, or signed with another secret (a tab open for hours, another instance,
 *   a rotated secret): the form fetches a fresh token and sends again.
 */
export type FormTokenCheck = 'ok' | 'missing' | 'malformed' | 'too-fast' | 'stale'

export function checkFormToken(secret: string, token: unknown, now = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return 'missing'
  const match = /^(\d{10,16})\.([\w-]{16})\.([\w-]{43})$/.exec(token)
  if (!match) return 'malformed'
  const issuedAt = Number(match[1])
  const expected = Buffer.from(sign(secret, issuedAt, match[2]))
  const given = Buffer.from(match[3])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'stale'
  const age = now - issuedAt
  if (age < minFormAgeMs) return 'too-fast'
  if (age > maxFormAgeMs) return 'stale'
  return 'ok'
}
