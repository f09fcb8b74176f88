import { consentCookieName, consentCookieOf } from '@/kernel/forms/consent-cookie'

import type { ConsentCategory } from './policy'

export { consentCookieName }

/**
 * Whether the request carries the visitor's recorded consent to `category` (their choice as the
 * banner wrote it in `cp_consent`); false without a choice or with one that cannot be read.
 */
export function hasConsent(request: Request, category: ConsentCategory): boolean {
  const cookie = consentCookieOf(request.headers.get('cookie'))
  if (!cookie) return false
  try {
    const value = cookie.slice(consentCookieName.length + 1)
    const choice = JSON.parse(decodeURIComponent(value)) as { categories?: unknown }
    return Array.isArray(choice.categories) && choice.categories.includes(category)
  } catch {
    return false
  }
}
