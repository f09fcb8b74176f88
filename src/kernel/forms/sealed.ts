import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

/**
 * What the forms' no-script path (kernel/forms/scriptless.ts) hands from one request to the next
 * without a script and without putting what a visitor typed in an address:
 * - a sealed value (AES-256-GCM under a key derived from PAYLOAD_SECRET, with its expiry inside),
 *   carried by cookies scoped to the one page that reads it back;
 * - a signed receipt (HMAC), which tells the "received" page that a form was stored.
 */

const version = 'v1'

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `clinic-plus:${purpose}`, 32))
}

/** `value` sealed for `purpose` until `now + ttlMs`: base64url, opaque to whoever holds it. */
export function seal(
  secret: string,
  purpose: string,
  value: unknown,
  ttlMs: number,
  now = Date.now(),
): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  cipher.setAAD(Buffer.from(`${version}:${purpose}`))
  const plain = deflateRawSync(Buffer.from(JSON.stringify({ exp: now + ttlMs, value })))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`
}

/** A century: how long a value sealed to be kept at rest stays readable (with the same secret). */
const atRestMs = 100 * 365 * 86_400_000

/** `value` sealed to be stored (a member's second-factor secret), readable with `openAtRest`. */
export const sealAtRest = (secret: string, purpose: string, value: unknown) =>
  seal(secret, purpose, value, atRestMs)

/** What `sealAtRest` sealed, or undefined. */
export const openAtRest = <T>(secret: string, purpose: string, sealed: string | null | undefined) =>
  unseal<T>(secret, purpose, sealed ?? undefined)

/** What `seal` sealed for `purpose`, or undefined when it was altered, is another's or expired. */
export function unseal<T>(
  secret: string,
  purpose: string,
  sealed: string | undefined,
  now = Date.now(),
): T | undefined {
  if (!sealed?.startsWith(`${version}.`)) return undefined
  try {
    const bytes = Buffer.from(sealed.slice(version.length + 1), 'base64url')
    if (bytes.length < 29) return undefined
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(`${version}:${purpose}`))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
    const { exp, value } = JSON.parse(inflateRawSync(plain).toString('utf8')) as {
      exp: number
      value: T
    }
    return typeof exp === 'number' && exp > now ? value : undefined
  } catch {
    return undefined
  }
}

function receiptSignature(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', keyFor(secret, 'receipt'))
    .update(`${purpose}:${body}`)
    .digest('base64url')
}

/**
 * A receipt for `purpose` naming `fields` (letters, digits, `-` and `_` only: never anything a
 * visitor typed), `<time>.<fields…>.<HMAC>`, which only this server can make.
 */
export function signReceipt(
  secret: string,
  purpose: string,
  fields: string[] = [],
  now = Date.now(),
): string {
  for (const field of fields) {
    if (!/^[\w-]{1,40}$/.test(field)) throw new Error(`a receipt cannot carry "${field}"`)
  }
  const body = [String(now), ...fields].join('.')
  return `${body}.${receiptSignature(secret, purpose, body)}`
}

/** The fields of a receipt this server signed for `purpose` within `maxAgeMs`, else undefined. */
export function readReceipt(
  secret: string,
  purpose: string,
  receipt: string | undefined,
  maxAgeMs: number,
  now = Date.now(),
): string[] | undefined {
  if (!receipt || receipt.length > 300) return undefined
  const parts = receipt.split('.')
  if (parts.length < 2) return undefined
  const signature = Buffer.from(parts.pop()!)
  const body = parts.join('.')
  const expected = Buffer.from(receiptSignature(secret, purpose, body))
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return undefined
  }
  const [at, ...fields] = parts
  const age = now - Number(at)
  return Number.isFinite(age) && age >= 0 && age <= maxAgeMs ? fields : undefined
}

/** Cookies are kept under 4 KB each; a larger sealed value is split over numbered cookies. */
const chunkSize = 3_800
const maxChunks = 4

/** The `Set-Cookie` values that carry `sealed` as `<name>.0`, `<name>.1`… and clear the rest. */
export function chunkCookies(
  name: string,
  sealed: string,
  attributes: string,
  maxAgeSeconds: number,
): string[] {
  const chunks: string[] = []
  for (let at = 0; at < sealed.length; at += chunkSize)
    chunks.push(sealed.slice(at, at + chunkSize))
  if (chunks.length > maxChunks) throw new Error(`${name} is too large to carry in cookies`)
  return Array.from({ length: maxChunks }, (_, index) =>
    index < chunks.length
      ? `${name}.${index}=${chunks[index]}; ${attributes}; Max-Age=${maxAgeSeconds}`
      : `${name}.${index}=; ${attributes}; Max-Age=0`,
  )
}

/** The `Set-Cookie` values that clear every chunk of `name`. */
export function clearedCookies(name: string, attributes: string): string[] {
  return Array.from(
    { length: maxChunks },
    (_, index) => `${name}.${index}=; ${attributes}; Max-Age=0`,
  )
}

/** The sealed value carried by `<name>.0`, `<name>.1`… as `get(cookieName)` reads them. */
export function joinChunks(name: string, get: (cookie: string) => string | undefined): string {
  let joined = ''
  for (let index = 0; index < maxChunks; index += 1) {
    const chunk = get(`${name}.${index}`)
    if (!chunk) break
    joined += chunk
  }
  return joined
}
