/**
 * The state of one form on a page, kept outside React: the signed form token (fetched when the
 * form appears; the server keeps forms sent less than 3 s after it as spam) and the
 * Idempotency-Key of the form being filled (however often it is sent, it is stored once). Each
 * form (the lead form, the sign-up form) has its own session.
 */
import { minFormAgeMs as serverMinimum } from './form-age.mjs'

// A little over the server's minimum, for clock granularity between the two.
const minFormAgeMs = serverMinimum + 100

type FormToken = { value: string; receivedAt: number }

type FormCredentials = { formToken: string; idempotencyKey: string }

export type FormSession = {
  /** Starts a new form: a fresh key, and a token requested now. */
  start(): void
  /** The token and key to send, waiting out the minimum form age if the visitor was quicker. */
  credentials(): Promise<FormCredentials>
  /**
   * Asks for a fresh token for the form being filled, keeping its key: the server answered 409
   * (the token expired, or another instance's secret signed it).
   */
  renew(): void
}

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

export function createFormSession(): FormSession {
  let token: Promise<FormToken> | null = null
  let idempotencyKey = ''

  const requestToken = () => {
    token = fetchFormToken()
    token.catch(() => {
      token = null
    })
  }

  return {
    start() {
      idempotencyKey = randomKey()
      requestToken()
    },
    renew: requestToken,
    async credentials() {
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
    },
  }
}

/**
 * Sends a filled form with its credentials; on 409 (stale or used token) once more, quietly, with
 * a fresh token and the same Idempotency-Key, so it is still stored at most once.
 */
export async function sendWithCredentials(
  session: FormSession,
  send: (credentials: FormCredentials) => Promise<Response>,
): Promise<Response> {
  const response = await send(await session.credentials())
  if (response.status !== 409) return response
  session.renew()
  return send(await session.credentials())
}
