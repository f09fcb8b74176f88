import { attributionFrom, type Attribution } from './attribution-from'

export { attributionFrom, utmKeys, type Attribution } from './attribution-from'

export const attributionStorageKey = 'clinicplus.attribution.v1'
/** The A/B variant last shown in this visit (tab session): `<test id>:a` or `<test id>:b`. */
export const experimentStorageKey = 'clinicplus.experiment.v1'
/** The meta tag that tells the page's scripts which A/B variant it is (features/campaign-pages/components/campaign-view.tsx). */
export const experimentMetaName = 'clinic-experiment'

/**
 * The attribution to send with a lead: the one the inline script below stored on the visit's first
 * page, or, where storage failed, this page's; and the A/B variant the visit saw.
 */
export function captureAttribution(): Attribution {
  return { ...visitAttribution(), experiment: visitExperiment() }
}

function visitAttribution(): Attribution {
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

/**
 * The A/B variant of the page shown now (its meta tag), or '' on a page under no test.
 */
export function pageExperiment(): string {
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${experimentMetaName}"]`)?.content ?? ''
  )
}

/**
 * The A/B variant this visit saw: this page's, kept in sessionStorage for the rest of the visit (the
 * inline script keeps it too, before React), or, on a page under no test (the registration form
 * the campaign page led to), the one kept. Only the label is kept, and only for the tab's session.
 */
export function visitExperiment(): string {
  const shown = pageExperiment()
  try {
    if (shown) window.sessionStorage.setItem(experimentStorageKey, shown)
    return shown || (window.sessionStorage.getItem(experimentStorageKey) ?? '')
  } catch {
    return shown
  }
}

function readStoredAttribution(): Attribution | undefined {
  try {
    const raw = window.sessionStorage.getItem(attributionStorageKey)
    return raw ? (JSON.parse(raw) as Attribution) : undefined
  } catch {
    return undefined
  }
}
