import { consentCookieName } from '@/kernel/consent/cookie'
import type { CookiePolicy } from '@/kernel/consent/policy'
import { retention } from '@/kernel/retention'

import { applyConsent, configureAnalytics, type AnalyticsConfig } from '@/features/insights/client'

import { cookieConsentText } from '../content/cookie-consent'

type CookieConsentModule = typeof import('./consent-ui')
type ConsentCookie = { consentId: string; categories: string[] }

let started: Promise<CookieConsentModule> | null = null

/** Sends the choice to the server's consent log; a failure never blocks the visitor. */
function record(cookie: ConsentCookie, policy: CookiePolicy) {
  void fetch('/api/public/consents', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      consentId: cookie.consentId,
      categories: cookie.categories,
      policyVersion: policy.version,
    }),
    keepalive: true,
  }).catch((error) => console.error('[consent] could not record the choice', error))
}

function apply(cc: CookieConsentModule) {
  applyConsent({
    analytics: cc.acceptedCategory('analytics'),
    advertising: cc.acceptedCategory('advertising'),
  })
}

/**
 * Loads the banner library and its styles (a separate chunk, after the page is interactive),
 * shows the banner to a visitor without a valid choice, and applies a stored choice.
 */
export function startConsent(
  analytics: AnalyticsConfig,
  policy: CookiePolicy,
): Promise<CookieConsentModule> {
  configureAnalytics(analytics)
  started ??= (async () => {
    const cc = await import('./consent-ui')
    await cc.run({
      revision: policy.revision,
      // The library hides the banner from automated browsers; our own tests are one.
      hideFromBots: false,
      cookie: {
        name: consentCookieName,
        // 12 months as days, as the privacy notice states (kernel/retention.ts).
        expiresAfterDays: Math.round((retention.cookieChoiceMonths * 365) / 12),
        sameSite: 'Lax',
      },
      guiOptions: {
        // A compact box: it must never outweigh the page itself (nor become its LCP element).
        consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: {},
        advertising: {},
      },
      language: {
        default: 'th',
        translations: { th: structuredClone(cookieConsentText) as never },
      },
      onFirstConsent: ({ cookie }) => record(cookie as ConsentCookie, policy),
      onChange: ({ cookie }) => {
        record(cookie as ConsentCookie, policy)
        apply(cc)
      },
      onConsent: () => apply(cc),
    })
    return cc
  })()
  return started
}

/** The footer's 'ตั้งค่าคุกกี้': opens the settings, loading the library first if needed. */
export async function openCookieSettings(analytics: AnalyticsConfig, policy: CookiePolicy) {
  const cc = await startConsent(analytics, policy)
  cc.showPreferences()
}
