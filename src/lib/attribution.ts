import { deviceTypeFromUserAgent, mobileAgent, tabletAgent, type DeviceType } from './device-type'

export const utmKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const

export type Attribution = Record<(typeof utmKeys)[number], string> & {
  referrer: string
  landing_page: string
  device_type: DeviceType
}

export const attributionStorageKey = 'clinicplus.attribution.v1'

/** What the first page of a visit tells about where the visitor came from. */
export function attributionFrom(href: string, referrer: string, userAgent: string): Attribution {
  let params: URLSearchParams
  try {
    params = new URL(href).searchParams
  } catch {
    params = new URLSearchParams()
  }
  const utm = Object.fromEntries(
    utmKeys.map((key) => [key, (params.get(key) ?? '').trim().slice(0, 200)]),
  ) as Record<(typeof utmKeys)[number], string>
  return {
    ...utm,
    referrer: referrer.slice(0, 2048),
    landing_page: href.slice(0, 2048),
    device_type: deviceTypeFromUserAgent(userAgent),
  }
}

/**
 * The attribution to send with a lead: the one the inline script below stored on the visit's first
 * page, or, where storage failed, this page's.
 */
export function captureAttribution(): Attribution {
  const existing = readStoredAttribution()
  if (existing) return existing
  const attribution = attributionFrom(window.location.href, document.referrer, navigator.userAgent)
  try {
    window.sessionStorage.setItem(attributionStorageKey, JSON.stringify(attribution))
  } catch {
    // Storage can be unavailable (private mode, in-app browsers); the lead still goes out.
  }
  return attribution
}

function readStoredAttribution(): Attribution | undefined {
  try {
    const raw = window.sessionStorage.getItem(attributionStorageKey)
    return raw ? (JSON.parse(raw) as Attribution) : undefined
  } catch {
    return undefined
  }
}

/**
 * An inline script for the top of every page: on the first page of a visit (tab session) it keeps
 * attributionFrom(location, referrer, user agent) in sessionStorage, before any other script, so
 * a visitor who taps a link before React has hydrated (a slow phone, LINE's in-app browser) still
 * sends the campaign they landed from with a lead sent later from another page. Written as plain
 * ES5 from the same keys, limits and patterns as attributionFrom(); a unit test runs both on the
 * same inputs.
 */
export const attributionCaptureScript =
  `(function(w,d,n){try{var s=w.sessionStorage,k=${JSON.stringify(
    attributionStorageKey,
  )};if(s.getItem(k))return;var h=w.location.href,p;try{p=new URL(h).searchParams}catch(e){p=new URLSearchParams()}var a={};${JSON.stringify(
    utmKeys,
  )}.forEach(function(u){a[u]=(p.get(u)||"").trim().slice(0,200)});a.referrer=d.referrer.slice(0,2048);a.landing_page=h.slice(0,2048);var g=n.userAgent.toLowerCase();a.device_type=/${tabletAgent.source}/.test(g)?"tablet":/${mobileAgent.source}/.test(g)?"mobile":"desktop";s.setItem(k,JSON.stringify(a))}catch(e){}})(window,document,navigator)`.replace(
    /</g,
    '\\u003c',
  )
