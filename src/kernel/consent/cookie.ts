import type { ConsentCategory } from './policy'

/**
 * The cookie in which the banner (features/privacy/components) keeps the visitor's choice: the
 * form pipeline passes it on (and nothing else of the visitor's cookies), and whether an ad's
 * click id may be kept is read from it (attribution/ad-click.ts).
 */
export const consentCookieName = 'cp_consent'

const consentCookiePattern = new RegExp(`(?:^|;\\s*)(${consentCookieName}=[^;]*)`)

/** The consent cookie (`cp_consent=…`) among a request's cookies, or undefined. */
export const consentCookieOf = (cookies: string | null | undefined): string | undefined =>
  consentCookiePattern.exec(cookies ?? '')?.[1]

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
