import { consentCategories, cookiePolicyVersion } from '@/lib/consent/policy'

import { z } from './zod'

export { consentCategories, cookiePolicyRevision, cookiePolicyVersion } from '@/lib/consent/policy'
export type { ConsentCategory } from '@/lib/consent/policy'

/** A consent record as the banner sends it (POST /api/public/consents). */
export const consentRecordSchema = z.object({
  consentId: z.uuid('consentId ต้องเป็น UUID'),
  categories: z
    .array(z.enum(consentCategories, { error: 'หมวดคุกกี้ไม่ถูกต้อง' }))
    .max(consentCategories.length)
    .refine((categories) => categories.includes('necessary'), 'ต้องมีหมวด necessary เสมอ')
    .transform((categories) => [...new Set(categories)]),
  // Only the policy the banner shows today: an old tab's choice is asked again, and nothing else
  // (control characters included, which PostgreSQL refuses in text) reaches the database.
  policyVersion: z.literal(cookiePolicyVersion, {
    error: `ฉบับนโยบายคุกกี้ต้องเป็น ${cookiePolicyVersion}`,
  }),
})

export type ConsentRecord = z.infer<typeof consentRecordSchema>
