import { z } from '@/kernel/validation/zod'

import { orgTypeValues } from '@/features/leads/content/org-types'
import {
  hasNoNulCharacter,
  emailPattern,
  leadLimits,
  leadMessages,
  phonePattern,
} from '@/features/leads/validation/lead-rules'
import { deviceTypes } from '@/kernel/attribution/device-type'
import { canonicalPhone } from '@/kernel/validation/phone'
import { experimentPattern } from '@/kernel/attribution/experiment-label.mjs'

export const experimentMessage = 'experiment ต้องเป็นตัวแปรของการทดลอง เช่น 12:a'

const trimmed = () => z.string().trim().refine(hasNoNulCharacter, leadMessages.nulCharacter)

export const fullNameSchema = trimmed()
  .min(leadLimits.fullNameMin, leadMessages.fullNameShort)
  .max(leadLimits.fullNameMax, leadMessages.fullNameLong)

/** Checked as typed, stored in its one canonical form (kernel/validation/phone.ts). */
export const phoneSchema = trimmed()
  .min(leadLimits.phoneMin, leadMessages.phoneLength)
  .max(leadLimits.phoneMax, leadMessages.phoneLength)
  .regex(phonePattern, leadMessages.phoneFormat)
  .transform(canonicalPhone)

export const emailSchema = trimmed()
  .max(leadLimits.emailMax, leadMessages.email)
  .regex(emailPattern, leadMessages.email)

const orgTypeSchema = trimmed().refine((value) => orgTypeValues.includes(value), {
  message: leadMessages.orgType,
})

export const extraSchema = trimmed().max(leadLimits.extraMax, leadMessages.extraLong)

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

const utm = (label: string) =>
  trimmed().max(leadLimits.utmMax, `${label} ต้องไม่เกิน ${leadLimits.utmMax} ตัวอักษร`).default('')
const address = (label: string) =>
  trimmed().max(leadLimits.urlMax, `${label} ต้องไม่เกิน ${leadLimits.urlMax} ตัวอักษร`).default('')

/** Where the visit came from (kernel/attribution/attribution.ts), sent with a lead or a registration. */
export const attributionShape = {
  utm_source: utm('utm_source'),
  utm_medium: utm('utm_medium'),
  utm_campaign: utm('utm_campaign'),
  utm_term: utm('utm_term'),
  utm_content: utm('utm_content'),
  referrer: address('referrer'),
  landing_page: address('landing_page'),
  device_type: z
    .enum(deviceTypes, 'device_type ต้องเป็น mobile, tablet หรือ desktop')
    .default('desktop'),
  // The A/B variant of the campaign page it was sent from (`<test id>:a` or `:b`), if any.
  experiment: z
    .string()
    .refine((value) => value === '' || experimentPattern.test(value), experimentMessage)
    .default(''),
}

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
