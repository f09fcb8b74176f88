import { adClickIds, reportedClickIds } from '@/kernel/attribution/ad-clicks.mjs'
import { hasConsent } from '@/kernel/consent/cookie'

export type AdClick = { kind: (typeof reportedClickIds)[number]; id: string }

const maxClickIdLength = 512

/**
 * What a lead or registration keeps of the ad click that brought the visit. With the visitor's
 * advertising consent: the landing address as it came, and its click id (gclid, gbraid, wbraid or
 * fbclid) to report a won customer back to the ad platform. Without it: no click id, and the
 * landing address with every ad click id's value replaced by `-` (the parameter's name stays, so
 * the channel rules still see a paid click).
 */
export function adClickOf(
  request: Request,
  landingPage: string,
): { landingPage: string; adClickKind: AdClick['kind'] | null; adClickId: string | null } {
  let url: URL
  try {
    url = new URL(landingPage)
  } catch {
    return { landingPage, adClickKind: null, adClickId: null }
  }
  if (!adClickIds.some((name) => url.searchParams.has(name))) {
    return { landingPage, adClickKind: null, adClickId: null }
  }
  if (hasConsent(request, 'advertising')) {
    for (const kind of reportedClickIds) {
      const id = url.searchParams.get(kind)?.trim()
      if (id && /^[\w.-]{1,512}$/.test(id)) {
        return { landingPage, adClickKind: kind, adClickId: id.slice(0, maxClickIdLength) }
      }
    }
    return { landingPage, adClickKind: null, adClickId: null }
  }
  for (const name of adClickIds) if (url.searchParams.has(name)) url.searchParams.set(name, '-')
  return { landingPage: url.href, adClickKind: null, adClickId: null }
}
