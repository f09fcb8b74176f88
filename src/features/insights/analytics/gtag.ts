/**
 * The Google tag, loaded only after consent (PDPA). Nothing here requests anything or sets a
 * cookie until `applyConsent` is called with a granted category. Consent Mode v2 defaults are
 * set to denied before the tag's script is requested.
 */
type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag }

export type AnalyticsConfig = { measurementId?: string; adsConversionId?: string }
type ConsentState = { analytics: boolean; advertising: boolean }

const gtagScriptOrigin = 'https://www.googletagmanager.com'

let config: AnalyticsConfig = {}
let consent: ConsentState = { analytics: false, advertising: false }
let loaded = false

export function configureAnalytics(next: AnalyticsConfig) {
  config = next
}

function gtag(...args: unknown[]) {
  ;(window as AnalyticsWindow).gtag?.(...args)
}

function consentModeValues(state: ConsentState) {
  const ads = state.advertising ? 'granted' : 'denied'
  return {
    analytics_storage: state.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  }
}

function loadTag(firstId: string) {
  const w = window as AnalyticsWindow
  w.dataLayer = w.dataLayer || []
  // gtag.js reads the arguments object itself, so this must stay a function using `arguments`.
  w.gtag = function gtagShim() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  gtag('consent', 'default', {
    ...consentModeValues({ analytics: false, advertising: false }),
    wait_for_update: 500,
  })
  gtag('js', new Date())
  const script = document.createElement('script')
  script.async = true
  script.src = `${gtagScriptOrigin}/gtag/js?id=${encodeURIComponent(firstId)}`
  document.head.appendChild(script)
  loaded = true
}

/** Applies the visitor's choice: loads the tag on the first granted category, updates consent. */
export function applyConsent(next: ConsentState) {
  consent = next
  const ids: string[] = []
  if (next.analytics && config.measurementId) ids.push(config.measurementId)
  if (next.advertising && config.adsConversionId) ids.push(config.adsConversionId.split('/')[0])
  if (!loaded) {
    if (ids.length === 0) return
    loadTag(ids[0])
  }
  gtag('consent', 'update', consentModeValues(next))
  for (const id of ids) gtag('config', id, { send_page_view: false })
  if (next.analytics) sendPageView()
}

/** A page view for the current address (the tag's own is off: we send one per route change). */
export function sendPageView() {
  if (!loaded || !consent.analytics || !config.measurementId) return
  gtag('event', 'page_view', {
    send_to: config.measurementId,
    page_location: window.location.href,
    page_title: document.title,
  })
}

/** The registration's ads conversion (value 1 THB); only with advertising consent. */
export function trackAdsConversion(): boolean {
  if (!loaded || !consent.advertising || !config.adsConversionId) return false
  gtag('event', 'conversion', { send_to: config.adsConversionId, value: 1, currency: 'THB' })
  return true
}

/** A tap on a LINE chat button, as an analytics event; only with analytics consent. */
export function sendLineTapEvent(placement: string): boolean {
  if (!loaded || !consent.analytics || !config.measurementId) return false
  gtag('event', 'line_chat_tap', { send_to: config.measurementId, placement })
  return true
}
