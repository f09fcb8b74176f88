import { orgTypeValues } from '@/kernel/content/org-types'
import { attributionShape } from '@/kernel/validation/attribution'
import {
  emailSchema,
  extraSchema,
  fullNameSchema,
  phoneSchema,
  trimmed,
} from '@/kernel/validation/contact'
import { z } from '@/kernel/validation/zod'

import { leadMessages } from './lead-rules'

const orgTypeSchema = trimmed().refine((value) => orgTypeValues.includes(value), {
  message: leadMessages.orgType,
})

/** The form as a person fills it in (client and server). */
export const leadFormSchema = z.object({
  fullName: fullNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  orgType: orgTypeSchema,
  extra: extraSchema.optional().default(''),
})

export type LeadFormInput = z.input<typeof leadFormSchema>
export type LeadFormValues = z.output<typeof leadFormSchema>

/** The lead payload as POST /api/public/leads receives it. Unknown keys are dropped. */
export const leadPayloadSchema = z.object({
  fullname: fullNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  organization_type: orgTypeSchema,
  description: extraSchema.default(''),
  user_action: z.literal('contact_form_submit', 'user_action ต้องเป็น contact_form_submit'),
  ...attributionShape,
})

/** Thai names of the payload's fields, for the "first invalid field" message. */
export const leadFieldLabels: Record<string, string> = {
  fullname: 'ชื่อ-นามสกุล',
  phone: 'เบอร์โทรศัพท์',
  email: 'อีเมล',
  organization_type: 'ประเภทองค์กร',
  description: 'รายละเอียดเพิ่มเติม',
  user_action: 'user_action',
  device_type: 'ประเภทอุปกรณ์',
}
