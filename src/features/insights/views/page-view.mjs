// A page view, counted without cookies or personal data: which page, which day (Bangkok), the
// campaign and what the channel rules need (utm_source, utm_medium, the referring site's host,
// whether the landing address carries an ad's click id), the device type, whether the view began a
// visit, and the A/B variant shown. Nothing that tells one visitor from another: no address, no
// user-agent string, no identifier, nothing stored in the browser. Plain JavaScript: the production
// server (scripts/serve.mjs) counts the pages it serves with it, and the app counts a move within
// the site (POST /api/public/views) with the same rules.
import { isbot } from 'isbot'

import { hasAdClickId } from '../../../kernel/attribution/ad-clicks.mjs'
import { deviceTypeFromUserAgent } from '../../../kernel/attribution/device-agent.mjs'
import { experimentLabel } from '../../../kernel/attribution/experiment-label.mjs'

/** Paths that are not the site's pages: the admin, the APIs, built files, the team's preview. */
const notPages = /^\/(?:admin|api|_next|preview)(?:\/|$)/
const fileLike = /\.[a-z0-9]{2,12}$/i
const maxText = 200

/** The Bangkok day of `at` (UTC+7 all year), as YYYY-MM-DD. */
export const bangkokDayOf = (at) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10)

const clip = (value) =>
  String(value ?? '')
    .trim()
    .slice(0, maxText)

/**
 * The page a path and query name, as the counts and the funnel key it: the path decoded, and for
 * an article (whose slug travels in the query) the path with its slug. Undefined for what is not a
 * page of the site.
 * @param {string} pathname
 * @param {string} [search]
 */
export function pageKeyOf(pathname, search = '') {
  let path
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (!path.startsWith('/') || notPages.test(path) || fileLike.test(path)) return undefined
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (path === '/articles/detail') {
    const slug = new URLSearchParams(search).get('slug')
    return slug ? `${path}?slug=${slug}`.slice(0, 300) : undefined
  }
  return path.slice(0, 300)
}

/**
 * The page key of an absolute address (a lead's landing page), or undefined.
 * @param {string} href
 */
export function pageKeyOfAddress(href) {
  try {
    const url = new URL(href)
    return pageKeyOf(url.pathname, url.search)
  } catch {
    return undefined
  }
}

/**
 * Whether a user agent is a known bot or crawler (the maintained list of the `isbot` package), or
 * none at all.
 * @param {string | undefined} userAgent
 */
export const isBotAgent = (userAgent) => !userAgent || isbot(userAgent)

/**
 * The host of a referring address, lower-cased, or ''.
 * @param {string | undefined} referrer
 */
export function hostOf(referrer) {
  if (!referrer) return ''
  try {
    return new URL(referrer).hostname.toLowerCase().slice(0, maxText)
  } catch {
    return ''
  }
}

/**
 * @typedef {{
 *   day: string, page: string, utmSource: string, utmMedium: string, utmCampaign: string,
 *   referrerHost: string, paidClick: boolean, device: 'mobile' | 'tablet' | 'desktop',
 *   entry: boolean, experiment: string,
 * }} PageView
 */

/**
 * The view a page load is, as the production server served it, or undefined: a GET of one of the
 * site's pages answered with HTML (200), or with "not modified" (304: the browser shows the copy
 * it revalidated, a returning visitor's or an A/B page's), that a person's browser asked for to
 * show (not a prefetch, not a script's data request, not a bot). It began a visit unless the page
 * came from a link on the site itself.
 * @param {{
 *   method?: string, url?: string, status: number, contentType?: string,
 *   headers: Record<string, string | string[] | undefined>, experiment?: string,
 *   ownHost: string, now: number,
 * }} served
 * @returns {PageView | undefined}
 */
export function pageViewOf({
  method,
  url = '/',
  status,
  contentType,
  headers,
  experiment,
  ownHost,
  now,
}) {
  const html = status === 200 && String(contentType ?? '').startsWith('text/html')
  if (method !== 'GET' || !(html || status === 304)) return undefined
  const header = (name) => {
    const value = headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const destination = header('sec-fetch-dest')
  if (
    destination ? destination !== 'document' : !String(header('accept') ?? '').includes('text/html')
  ) {
    return undefined
  }
  if (
    header('rsc') ||
    header('next-router-prefetch') ||
    /prefetch/i.test(header('sec-purpose') ?? header('purpose') ?? '')
  ) {
    return undefined
  }
  const userAgent = header('user-agent')
  if (isBotAgent(userAgent)) return undefined
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const search = queryAt === -1 ? '' : url.slice(queryAt)
  const page = pageKeyOf(pathname, search)
  if (!page) return undefined
  const params = new URLSearchParams(search)
  const referrerHost = hostOf(header('referer'))
  return {
    day: bangkokDayOf(now),
    page,
    utmSource: clip(params.get('utm_source')),
    utmMedium: clip(params.get('utm_medium')),
    utmCampaign: clip(params.get('utm_campaign')),
    referrerHost: referrerHost === ownHost ? '' : referrerHost,
    paidClick: hasAdClickId(url),
    device: deviceTypeFromUserAgent(userAgent ?? ''),
    entry: referrerHost !== ownHost,
    experiment: experimentLabel(experiment),
  }
}

/**
 * The counter's key of a view: its fields in a fixed order.
 * @param {PageView} view
 */
export const viewKeyOf = (view) =>
  JSON.stringify([
    view.day,
    view.page,
    view.utmSource,
    view.utmMedium,
    view.utmCampaign,
    view.referrerHost,
    view.paidClick,
    view.device,
    view.entry,
    view.experiment,
  ])
