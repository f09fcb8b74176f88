import { z } from 'zod'

/** Cookie categories of the consent banner; necessary cookies are always on. */
export const consentCategories = ['necessary', 'analytics', 'advertising'] as const
export type ConsentCategory = (typeof consentCategories)[number]

/**
 * The cookie policy's version. Bump both together when the policy changes: the banner then asks
 * every visitor again (the library compares the numeric revision with the one in their cookie).
 */
export const cookiePolicyVersion = '2025-09-05'
export const cookiePolicyRevision = 1

/** A consent record as the banner sends it (POST /api/public/consents). */
export const consentRecordSchema = z.object({
  consentId: z.uuid('consentId ต้องเป็น UUID'),
  categories: z
    .array(z.enum(consentCategories, { error: 'หมวดคุกกี้ไม่ถูกต้อง' }))
    .max(consentCategories.length)
    .refine((categories) => categories.includes('necessary'), 'ต้องมีหมวด necessary เสมอ')
    .transform((categories) => [...new Set(categories)]),
  policyVersion: z.string().trim().min(1).max(40),
})

export type ConsentRecord = z.infer<typeof consentRecordSchema>
