import {
  contactLimits,
  contactMessages,
  emailPattern,
  hasNoNulCharacter,
  phonePattern,
} from './contact-rules'
import { canonicalPhone } from './phone'
import { z } from './zod'

/** Text as typed, trimmed, without a NUL character. */
export const trimmed = () =>
  z.string().trim().refine(hasNoNulCharacter, contactMessages.nulCharacter)

export const fullNameSchema = trimmed()
  .min(contactLimits.fullNameMin, contactMessages.fullNameShort)
  .max(contactLimits.fullNameMax, contactMessages.fullNameLong)

/** Checked as typed, stored in its one canonical form (phone.ts). */
export const phoneSchema = trimmed()
  .min(contactLimits.phoneMin, contactMessages.phoneLength)
  .max(contactLimits.phoneMax, contactMessages.phoneLength)
  .regex(phonePattern, contactMessages.phoneFormat)
  .transform(canonicalPhone)

export const emailSchema = trimmed()
  .max(contactLimits.emailMax, contactMessages.email)
  .regex(emailPattern, contactMessages.email)

/** A clinic's name (a sign-up's, or as staff correct it). */
export const clinicNameSchema = trimmed()
  .min(contactLimits.clinicNameMin, contactMessages.clinicName)
  .max(contactLimits.clinicNameMax, contactMessages.clinicName)

/** The visitor's own words (a lead's details, a sign-up's message). */
export const extraSchema = trimmed().max(contactLimits.extraMax, contactMessages.extraLong)
