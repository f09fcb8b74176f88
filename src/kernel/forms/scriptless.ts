import 'server-only'

import { createHash, randomUUID } from 'node:crypto'

import { clientAddress, hashAddress } from '@/kernel/api/client-address'
import { fromOwnSite, honeypotField, markScriptless } from '@/kernel/api/form-guard'
import { readBoundedBody, type ApiReply } from '@/kernel/api/http'
import { attributionFrom, utmKeys, type Attribution } from '@/kernel/attribution/attribution-from'
import { experimentLabel } from '@/kernel/attribution/experiment-label.mjs'
import { metrics } from '@/kernel/server/metrics.mjs'

import { consentCookieOf } from '../consent/cookie'
import { chunkCookies, clearedCookies, seal, signReceipt } from './sealed'

/**
 * A form sent without a script (scripts off, blocked, not loaded yet): the browser posts the
 * site's own form (`application/x-www-form-urlencoded`, never a GET, so nothing typed is in an
 * address) to a route made by `scriptlessForm`, which hands it to the same pipeline the script
 * sends JSON to (the same zod schema, limits, idempotency, notification and assignment) and
 * answers with a redirect (303) to a page whose address holds nothing the visitor typed:
 * - stored: the form's "sent" page, which shows only with the receipt this server signed (no
 *   personal data; the package and branch count of a sign-up), carried in a cookie scoped to that
 *   page for an hour;
 * - anything else: the form's own page again, which reads the visitor's values and each field's
 *   Thai message from a sealed cookie scoped to that page (encrypted; gone after 10 minutes, or
 *   once the form is stored).
 *
 * Spam: the form's page comes from the cache and has no per-visitor token, so a request built
 * here is marked as sent without a script (kernel/api/form-guard.ts) and judged by its honeypot
 * alone; the per-address limits hold as for every request (docs/leads.md, "What a spammer gains").
 */

/** What the form's page reads back: the values as typed, and what to say about them. */
export type FormDraft = {
  values: Record<string, string>
  /** Each field's message, by the form's field names. */
  errors: Record<string, string>
  /** A message about the whole form (too many requests, a server error). */
  formError?: string
  /** Where the visit came from (its first page's address), carried to the next send. */
  attribution: Attribution
}

/** The hidden fields the form's page adds: attribution, and the form's Idempotency-Key. */
export const attributionFields = [...utmKeys, 'referrer', 'landing_page', 'device_type'] as const
export const idempotencyField = 'idempotency_key'

export type ScriptlessForm = {
  /** `lead` or `registration`: the cookie's and the receipt's purpose. */
  name: 'lead' | 'registration'
  /** The form's own field names, as its inputs name them. */
  fields: readonly string[]
  /** Each failing field's Thai message, with the form's own schema (its feature's form-check.ts). */
  check: (values: Record<string, string>) => Record<string, string> | null
  /** The JSON body the endpoint takes, from the form's values and the visit's attribution. */
  payload: (values: Record<string, string>, attribution: Attribution) => Record<string, unknown>
  /** The JSON pipeline (POST /api/public/leads, POST /api/public/register). */
  endpoint: (request: Request) => Promise<Response>
  /** The form's own page (reads the draft) and its "sent" page (reads the receipt). */
  formPath: string
  sentPath: string
  /** What the receipt names besides its time (the package chosen): never anything typed. */
  receipt?: (values: Record<string, string>) => string[]
  secret: string
  siteOrigin: string
  /** The generic message for a reply that carries none, in Thai. */
  serverError: string
  /** What a post from another site's page is told, in Thai. */
  crossSite: string
}

/** How long a draft stays readable (a shared phone's next visitor), and a receipt valid. */
export const draftTtlMs = 10 * 60_000
export const receiptMaxAgeMs = 60 * 60_000
const maxFormBytes = 24 * 1024

export const draftCookie = (name: ScriptlessForm['name']) => `${name}-draft`
export const draftPurpose = (name: ScriptlessForm['name']) => `${name}-draft`
export const receiptPurpose = (name: ScriptlessForm['name']) => `${name}-sent`
export const receiptCookie = (name: ScriptlessForm['name']) => `${name}-sent`

function cookieAttributes(form: ScriptlessForm, path: string) {
  const secure = form.siteOrigin.startsWith('https:') ? '; Secure' : ''
  return `Path=${path}; HttpOnly; SameSite=Lax${secure}`
}

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/**
 * The attribution a form without a script can give: the hidden fields of the form's own page
 * when it is that page sending, else the page the form was on (the Referer, same origin only:
 * its address and utm_ parameters) and the device from the user agent.
 */
function attributionOf(params: URLSearchParams, request: Request, siteOrigin: string) {
  return {
    ...pageAttributionOf(params, request, siteOrigin),
    // The A/B variant of the campaign page the form was on (its hidden field).
    experiment: experimentLabel(params.get('experiment')),
  }
}

function pageAttributionOf(params: URLSearchParams, request: Request, siteOrigin: string) {
  const userAgent = request.headers.get('user-agent') ?? ''
  if (params.has('landing_page')) {
    const fromPage = attributionFrom(params.get('landing_page') ?? '', '', userAgent)
    for (const key of attributionFields) {
      const value = params.get(key)
      if (value !== null) (fromPage as Record<string, string>)[key] = value.slice(0, 2048)
    }
    return fromPage
  }
  const referer = request.headers.get('referer') ?? ''
  let page = ''
  try {
    const url = new URL(referer)
    if (url.origin === siteOrigin || url.origin === new URL(request.url).origin) page = referer
  } catch {
    // No page, or not ours: no attribution beyond the device.
  }
  return attributionFrom(page, '', userAgent)
}

/**
 * The Idempotency-Key of a send: the one the form's own page rendered, or, from a cached page that
 * could not render one, one made of what was sent, by whom and on which Bangkok day, so a double
 * click stores one record.
 */
function keyOf(form: ScriptlessForm, params: URLSearchParams, request: Request): string {
  const rendered = params.get(idempotencyField)?.trim()
  if (rendered && /^[\w-]{16,100}$/.test(rendered)) return rendered
  const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)
  const address = hashAddress(form.secret, clientAddress(request.headers))
  const values = form.fields.map((field) => params.get(field) ?? '')
  const digest = createHash('sha256')
    .update(JSON.stringify([form.name, form.secret, address, day, values]))
    .digest('base64url')
  return `scriptless-${digest}`
}

/** POST handler of a form sent without a script (see the top of this file). */
export function scriptlessForm(form: ScriptlessForm) {
  const attributes = cookieAttributes(form, form.formPath)
  const cookie = draftCookie(form.name)
  const receiptAttributes = cookieAttributes(form, form.sentPath)

  const backToForm = (draft: FormDraft) =>
    redirect(
      form.formPath,
      chunkCookies(
        cookie,
        seal(form.secret, draftPurpose(form.name), draft, draftTtlMs),
        attributes,
        draftTtlMs / 1000,
      ),
    )

  return async function handle(request: Request): Promise<Response> {
    // Another site's page posting into ours (a visitor's browser used to send spam): refused.
    if (!fromOwnSite(request, form.siteOrigin)) {
      metrics().submissions.inc({ form: form.name, outcome: 'refused', reason: 'forbidden' })
      return new Response(form.crossSite, {
        status: 403,
        headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    const type = request.headers.get('content-type') ?? ''
    const bytes = /^application\/x-www-form-urlencoded\b/i.test(type.trim())
      ? await readBoundedBody(request, maxFormBytes)
      : null
    const params = new URLSearchParams(bytes?.toString('utf8') ?? '')
    const values = Object.fromEntries(
      form.fields.map((field) => [field, (params.get(field) ?? '').slice(0, 5_000)]),
    )
    const attribution = attributionOf(params, request, form.siteOrigin)
    if (!bytes) {
      return backToForm({ values, errors: {}, formError: form.serverError, attribution })
    }

    // The JSON pipeline, with this request's headers (its address, its user agent, its origin).
    const headers = new Headers(request.headers)
    headers.set('content-type', 'application/json')
    headers.set('idempotency-key', keyOf(form, params, request))
    headers.delete('content-length')
    headers.delete('transfer-encoding')
    // Of the visitor's cookies only their consent choice goes on (whether an ad's click id may be
    // kept: kernel/attribution/ad-click.ts), never the form's own.
    const consent = consentCookieOf(request.headers.get('cookie'))
    if (consent) headers.set('cookie', consent)
    else headers.delete('cookie')
    const reply = await form.endpoint(
      markScriptless(
        new Request(request.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            ...form.payload(values, attribution),
            [honeypotField]: params.get(honeypotField) ?? '',
          }),
        }),
      ),
    )
    const answer = (await reply.json().catch(() => null)) as ApiReply | null

    if (reply.status === 200) {
      const receipt = signReceipt(form.secret, receiptPurpose(form.name), form.receipt?.(values))
      return redirect(form.sentPath, [
        ...clearedCookies(cookie, attributes),
        `${receiptCookie(form.name)}=${receipt}; ${receiptAttributes}; Max-Age=${receiptMaxAgeMs / 1000}`,
      ])
    }
    const errors = reply.status === 400 ? (form.check(values) ?? {}) : {}
    return backToForm({
      values,
      errors,
      // A refusal the fields do not explain (a limit, an attribution too long, a server error).
      formError: Object.keys(errors).length > 0 ? undefined : answer?.message || form.serverError,
      attribution,
    })
  }
}

/** A fresh Idempotency-Key for the form's own page to render. */
export const renderedKey = () => randomUUID()
