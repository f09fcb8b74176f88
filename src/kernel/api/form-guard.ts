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

/**
 * The requests kernel/forms/scriptless.ts makes in this process for a form posted without a script.
 * Only this process can put a request here: no header or field a client sends can.
 */
const scriptlessRequests = new WeakSet<Request>()

/** Marks a request built from a form posted without a script (kernel/forms/scriptless.ts). */
export function markScriptless(request: Request): Request {
  scriptlessRequests.add(request)
  return request
}

/**
 * A form posted without a script has no token: a page served from the cache cannot carry one
 * minted for this visitor, and without a script none can be fetched. It is a person's unless its
 * honeypot is filled; the per-address limits hold for it as for every other (docs/leads.md, "What a
 * spammer gains by skipping the script"). Any other request is judged by its token as well.
 */
export function judgeForm(
  secret: string,
  body: Record<string, unknown>,
  now: number,
  request?: Request,
): FormVerdict {
  const trap = body[honeypotField]
  const trapped = typeof trap === 'string' && trap !== ''
  if (request && scriptlessRequests.has(request)) return trapped ? 'spam' : 'person'
  const token = checkFormToken(secret, body[formTokenField], now)
  if (token === 'stale') return 'stale'
  if (trapped || token !== 'ok') return 'spam'
  return 'person'
}

/**
 * Not another site's page posting into ours: same origin by Origin, else by Sec-Fetch-Site, else
 * by the Referer. Every current browser sends Origin with a form's POST; an old WebView may send
 * none of the three, and is let through (a script could forge any of them anyway: this refuses a
 * browser that another site uses, nothing more).
 */
export function fromOwnSite(request: Request, siteOrigin: string): boolean {
  const own = (value: string) => value === siteOrigin || value === new URL(request.url).origin
  const origin = request.headers.get('origin')
  if (origin) return own(origin)
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const referer = request.headers.get('referer')
  if (!referer) return true
  try {
    return own(new URL(referer).origin)
  } catch {
    return false
  }
}

/** The form token a record keeps (one token, one record): a form sent without a script has none. */
export function tokenOf(body: Record<string, unknown>): string | null {
  const token = body[formTokenField]
  return typeof token === 'string' && token !== '' ? token : null
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
