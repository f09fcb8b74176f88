import { initialCookiePolicy } from '../../src/kernel/consent/policy'

/**
 * A `cp_consent` cookie as the banner writes it after "ปฏิเสธทั้งหมด", for a given policy revision
 * (by default the seeded notice's, which the e2e tests never change).
 */
export function refusedConsentCookie(revision = initialCookiePolicy.revision) {
  const now = new Date().toISOString()
  const value = {
    categories: ['necessary'],
    revision,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [], advertising: [] },
    languageCode: 'th',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 365 * 24 * 3600 * 1000,
  }
  return {
    name: 'cp_consent',
    value: encodeURIComponent(JSON.stringify(value)),
    domain: '127.0.0.1',
    path: '/',
    expires: Math.floor(value.expirationTime / 1000),
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }
}
