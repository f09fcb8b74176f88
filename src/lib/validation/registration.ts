import { z } from '@/lib/validation/zod'

import {
  attributionShape,
  emailSchema,
  extraSchema,
  fullNameSchema,
  hasNoNulCharacter,
  leadMessages,
  phoneSchema,
} from '@/lib/validation/lead'

export const packageNames = ['Mini', 'More', 'Ultimate'] as const

export const registrationLimits = {
  clinicNameMin: 2,
  clinicNameMax: 200,
  branchMin: 1,
  branchMax: 999,
} as const

export const registrationMessages = {
  clinicName: `ชื่อคลินิกต้องมี ${registrationLimits.clinicNameMin}-${registrationLimits.clinicNameMax} ตัวอักษร`,
  branchCount: `จำนวนสาขาต้องเป็นจำนวนเต็มตั้งแต่ ${registrationLimits.branchMin} ถึง ${registrationLimits.branchMax}`,
  package: `แพ็กเกจต้องเป็น ${packageNames.join(', ')}`,
} as const

/** Labels of the registration fields, for error messages. */
export const registrationFieldLabels: Record<string, string> = {
  clinicName: 'ชื่อคลินิก',
  fullName: 'ชื่อผู้ติดต่อ',
  phone: 'เบอร์โทรศัพท์',
  email: 'อีเมล',
  branchCount: 'จำนวนสาขา',
  package: 'แพ็กเกจที่สนใจ',
  message: 'ข้อความ',
  device_type: 'ประเภทอุปกรณ์',
}

/**
 * A clinic's registration (POST /api/v2/register and the site's register()): the same phone and
 * e-mail rules as the lead form. A branch count may arrive as a number or as digits.
 */
export const registrationSchema = z.object({
  clinicName: z
    .string()
    .trim()
    .refine(hasNoNulCharacter, leadMessages.nulCharacter)
    .min(registrationLimits.clinicNameMin, registrationMessages.clinicName)
    .max(registrationLimits.clinicNameMax, registrationMessages.clinicName),
  fullName: fullNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  branchCount: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: registrationMessages.branchCount })
      .int(registrationMessages.branchCount)
      .min(registrationLimits.branchMin, registrationMessages.branchCount)
      .max(registrationLimits.branchMax, registrationMessages.branchCount),
  ),
  package: z.enum(packageNames, { error: registrationMessages.package }),
  message: extraSchema.optional().default(''),
  // Where the visit came from, as the lead form sends it; optional for outside systems.
  ...attributionShape,
})

export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>

/** The sign-up form's own fields (the page adds the attribution, the token and the honeypot). */
export const registrationFormSchema = registrationSchema.pick({
  clinicName: true,
  fullName: true,
  phone: true,
  email: true,
  branchCount: true,
  package: true,
  message: true,
})

export type RegistrationFormInput = z.input<typeof registrationFormSchema>
export type RegistrationFormValues = z.output<typeof registrationFormSchema>
