import { deviceTypeFromUserAgent, type DeviceType } from './device-type'

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
