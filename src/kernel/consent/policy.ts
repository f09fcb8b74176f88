/**
 * The cookie policy a visitor is asked about: the privacy notice's cookie version (stored with
 * each choice) and its revision (the banner library compares it with the one in the visitor's
 * cookie and asks again when it grew). Publishing a notice whose cookie section changed moves
 * both (features/privacy/globals/privacy-notice.ts); no dependencies, so the banner code stays small.
 */
export type CookiePolicy = { version: string; revision: number }

/** The policy before the notice moved into the CMS; the seeded notice starts from it. */
export const initialCookiePolicy: CookiePolicy = { version: '2025-09-05', revision: 1 }

/** How a notice or cookie version reads: the day it was published, then a count within it. */
export const policyVersionPattern = /^\d{4}-\d{2}-\d{2}(?:\.\d{1,4})?$/

/** Cookie categories of the banner; necessary cookies are always on. */
export const consentCategories = ['necessary', 'analytics', 'advertising'] as const
export type ConsentCategory = (typeof consentCategories)[number]
