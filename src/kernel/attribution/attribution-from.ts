/**
 * Where a visit came from, read from its first page's address, the referrer and the user agent:
 * pure, for the browser (kernel/attribution/attribution.ts, which keeps it for the visit) and the server (a form
 * sent without a script, kernel/forms/scriptless.ts) alike.
 */
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
  /** The A/B variant of the page the enquiry is sent from (`<test id>:a|b`), not of the visit. */
  experiment?: string
}

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
