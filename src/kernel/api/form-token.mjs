// @ts-check
// The lead and sign-up forms' signed token. Plain JavaScript so that the scripts (benchmarks,
// system tests), which run on bare Node, mint the same tokens as the app for their own servers.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { maxFormAgeMs, minFormAgeMs } from '../forms/form-age.mjs'

export { maxFormAgeMs, minFormAgeMs }

/**
 * @param {string} secret
 * @param {number} issuedAt
 * @param {string} nonce
 */
function sign(secret, issuedAt, nonce) {
  return createHmac('sha256', secret).update(`lead-form:${issuedAt}:${nonce}`).digest('base64url')
}

/**
 * A signed form-render timestamp with a random nonce, `<ms since epoch>.<nonce>.<HMAC>`: every
 * token is different, so one token can be held to one stored lead.
 * @param {string} secret
 * @param {number} [now]
 */
export function issueFormToken(secret, now = Date.now()) {
  const nonce = randomBytes(12).toString('base64url')
  return `${now}.${nonce}.${sign(secret, now, nonce)}`
}

/**
 * - `ok`: signed by this server, at least 3 s and at most 3 h old;
 * - `missing`, `malformed`, `too-fast`: what a bot sends (the lead is kept as spam);
 * - `stale`: expired, or signed with another secret (a tab open for hours, another instance,
 *   a rotated secret): the form fetches a fresh token and sends again.
 * @typedef {'ok' | 'missing' | 'malformed' | 'too-fast' | 'stale'} FormTokenCheck
 */

/**
 * @param {string} secret
 * @param {unknown} token
 * @param {number} [now]
 * @returns {FormTokenCheck}
 */
export function checkFormToken(secret, token, now = Date.now()) {
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
