import {
  clinicNameSchema,
  emailSchema,
  fullNameSchema,
  phoneSchema,
} from '@/kernel/validation/contact'
import { z } from '@/kernel/validation/zod'

/** The contact details staff may correct, per collection, with the rule each new value meets. */
const correctableFields = {
  leads: { fullname: fullNameSchema, phone: phoneSchema, email: emailSchema },
  registrations: {
    clinicName: clinicNameSchema,
    fullName: fullNameSchema,
    phone: phoneSchema,
    email: emailSchema,
  },
} as const

export type CorrectableCollection = keyof typeof correctableFields

const contactCorrectionMessages = {
  field: 'กรุณาเลือกข้อมูลที่จะแก้ไข',
  reason: 'กรุณาระบุเหตุผลของการแก้ไข 3-500 ตัวอักษร',
} as const

/**
 * A correction of one contact detail: which one, its new value (checked by the same rule as
 * when the person sent it, and stored in the same form: a phone number canonical) and why.
 */
export function contactCorrectionSchema(collection: CorrectableCollection) {
  const fields = correctableFields[collection] as Record<string, z.ZodType<string, string>>
  const names = Object.keys(fields) as [string, ...string[]]
  return z
    .object({
      field: z.enum(names, contactCorrectionMessages.field),
      value: z.string(),
      reason: z
        .string()
        .trim()
        .min(3, contactCorrectionMessages.reason)
        .max(500, contactCorrectionMessages.reason),
    })
    .transform((input, context) => {
      const checked = fields[input.field].safeParse(input.value)
      if (!checked.success) {
        context.addIssue({ code: 'custom', message: checked.error.issues[0].message })
        return z.NEVER
      }
      return { ...input, value: checked.data }
    })
}
