import { createHmac, timingSafeEqual } from 'node:crypto'

import { leadLimits } from '@/lib/validation/lead'

const { minFormAgeMs } = leadLimits
const maxFormAgeMs = 24 * 60 * 60 * 1000

function sign(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`lead-form:${issuedAt}`).digest('base64url')
}

/** A signed form-render timestamp: `<ms since epoch>.<HMAC>`. */
export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`
}

export type FormTokenCheck = 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired'

export function checkFormToken(secret: string, token: unknown, now = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return 'missing'
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const issuedAt = Number(match[1])
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const age = now - issuedAt
  if (age < minFormAgeMs) return 'too-fast'
  if (age > maxFormAgeMs) return 'expired'
  return 'ok'
}
