import { packageNames } from '@/kernel/content/packages'
import { attributionShape } from '@/kernel/validation/attribution'
import {
  clinicNameSchema,
  emailSchema,
  extraSchema,
  fullNameSchema,
  phoneSchema,
} from '@/kernel/validation/contact'
import { z } from '@/kernel/validation/zod'

import { registrationLimits, registrationMessages } from './registration-rules'

/**
 * A clinic's registration (POST /api/v2/register and the site's register()): the same phone and
 * e-mail rules as the lead form. A branch count may arrive as a number or as digits.
 */
export const registrationSchema = z.object({
  clinicName: clinicNameSchema,
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
