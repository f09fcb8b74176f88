/**
 * The cookie in which the banner (features/privacy/components) keeps the visitor's choice; the
 * form pipeline passes it on (and nothing else of the visitor's cookies), so the privacy feature's
 * rules decide with it whether an ad's click id may be kept.
 */
export const consentCookieName = 'cp_consent'

const consentCookiePattern = new RegExp(`(?:^|;\\s*)(${consentCookieName}=[^;]*)`)

/** The consent cookie (`cp_consent=…`) among a request's cookies, or undefined. */
export const consentCookieOf = (cookies: string | null | undefined): string | undefined =>
  consentCookiePattern.exec(cookies ?? '')?.[1]
