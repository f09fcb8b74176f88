import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time codes (RFC 6238, as every authenticator app reads them: SHA-1, 6 digits,
 * 30 s), on `otpauth`. A code is accepted within one step either side of now (clock drift), and
 * each step at most once (`lastStep`): a code seen over a shoulder, or replayed, is refused.
 */
export const totpPeriodSeconds = 30
const issuer = 'Clinic Plus'

function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  })
}

/** A new secret (160 bits, as RFC 4226 recommends), in base32 as apps take it typed in. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The `otpauth://` address the enrolment's QR code holds. */
export const totpUri = (secretBase32: string, email: string) =>
  totpFor(secretBase32, email).toString()

/** The code of `secretBase32` at `now` (for tests and the e2e spec's stand-in phone). */
export const totpCode = (secretBase32: string, now = Date.now()) =>
  totpFor(secretBase32).generate({ timestamp: now })

/**
 * The time step `code` belongs to when it is valid now and newer than `lastStep`; null otherwise
 * (wrong, expired, or already used).
 */
export function acceptTotp(
  secretBase32: string,
  code: string,
  lastStep: number | null | undefined,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / totpPeriodSeconds) + delta
  return lastStep !== null && lastStep !== undefined && step <= lastStep ? null : step
}

/** How many recovery codes an enrolment gives, each usable once. */
export const recoveryCodeCount = 10
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten codes such as `k7mq-4tzp-9hxa`: easy to read out, 60 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join(
        '',
      ),
    ).join('-'),
  )
}

const normalisedRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '')

/** What is stored of a recovery code: a keyed hash, never the code. */
export function recoveryCodeHash(secret: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`recovery-code:${normalisedRecoveryCode(code)}`)
    .digest('hex')
}

/** The index of the stored hash `code` matches, or -1. */
export function matchRecoveryCode(secret: string, code: string, hashes: string[]): number {
  if (normalisedRecoveryCode(code).length !== 12) return -1
  const given = Buffer.from(recoveryCodeHash(secret, code))
  return hashes.findIndex((hash) => {
    const stored = Buffer.from(hash)
    return stored.length === given.length && timingSafeEqual(stored, given)
  })
}
