import { consentCategories, policyVersionPattern } from '@/kernel/consent/policy'
import { z } from '@/kernel/validation/zod'

export { consentCategories } from '@/kernel/consent/policy'
export type { ConsentCategory } from '@/kernel/consent/policy'

/**
 * A consent record as the banner sends it (POST /api/public/consents). The version must also be
 * the published notice's current cookie version (checked when it is stored): an old tab's
 * choice is asked again.
 */
export const consentRecordSchema = z.object({
  consentId: z.uuid('consentId ต้องเป็น UUID'),
  categories: z
    .array(z.enum(consentCategories, { error: 'หมวดคุกกี้ไม่ถูกต้อง' }))
    .max(consentCategories.length)
    .refine((categories) => categories.includes('necessary'), 'ต้องมีหมวด necessary เสมอ')
    .transform((categories) => [...new Set(categories)]),
  // A version's shape only (control characters included, which PostgreSQL refuses in text,
  // never reach the database).
  policyVersion: z.string().regex(policyVersionPattern, 'ฉบับนโยบายคุกกี้ไม่ถูกต้อง'),
})
