/**
 * Per-page state of the contact form, kept outside React: the signed form token (fetched when the
 * form appears; the server drops forms sent less than 3 s after it) and the Idempotency-Key of
 * the form being filled (a retry of the same form stores one lead).
 */
import { leadLimits } from '@/lib/validation/lead'

// A little over the server's minimum, for clock granularity between the two.
const minFormAgeMs = leadLimits.minFormAgeMs + 100

type FormToken = { value: string; receivedAt: number }

let token: Promise<FormToken> | null = null
let idempotencyKey = ''

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

async function fetchFormToken(): Promise<FormToken> {
  const response = await fetch('/api/public/leads/token', { cache: 'no-store' })
  if (!response.ok) throw new Error(`token request failed: ${response.status}`)
  const { token: value } = (await response.json()) as { token: string }
  return { value, receivedAt: Date.now() }
}

/** Starts a new form: a fresh key, and a token requested now. */
export function startFormSession(): void {
  idempotencyKey = randomKey()
  token = fetchFormToken()
  token.catch(() => {
    token = null
  })
}

/**
 * Asks for a fresh token for the form being filled, keeping its key: the server answered 409, the
 * token having expired or been signed by another instance's secret. formCredentials() then waits
 * out its minimum age, as for any token.
 */
export function renewFormToken(): void {
  token = fetchFormToken()
  token.catch(() => {
    token = null
  })
}

/** The token and key to send, waiting out the minimum form age if the visitor was quicker. */
export async function formCredentials(): Promise<{ formToken: string; idempotencyKey: string }> {
  if (!idempotencyKey) idempotencyKey = randomKey()
  token ??= fetchFormToken()
  try {
    const { value, receivedAt } = await token
    const wait = minFormAgeMs - (Date.now() - receivedAt)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return { formToken: value, idempotencyKey }
  } catch (error) {
    token = null
    throw error
  }
}
