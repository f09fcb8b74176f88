/**
 * The cookie policy the banner asks about; no dependencies, so the banner code stays small.
 * Bump both values together when the policy changes: the banner then asks every visitor again
 * (the library compares the numeric revision with the one in their cookie).
 */
export const cookiePolicyVersion = '2025-09-05'
export const cookiePolicyRevision = 1

/** Cookie categories of the banner; necessary cookies are always on. */
export const consentCategories = ['necessary', 'analytics', 'advertising'] as const
export type ConsentCategory = (typeof consentCategories)[number]
