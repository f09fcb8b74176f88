import 'server-only'

import { registerFormText } from '@/features/registrations/content/register'
import { scriptlessText } from '@/kernel/forms/text'
import { env } from '@/kernel/env'
import { registrationFormCheck } from './form-check'
import { scriptlessForm } from '@/kernel/forms/scriptless'
import type { RegistrationFormInput } from '@/features/registrations/validation/registration'

import { handleSiteRegistration } from './endpoint'

/** The sign-up form's fields, as its inputs name them (features/registrations/components). */
export const registrationFormFields = [
  'package',
  'branchCount',
  'clinicName',
  'fullName',
  'phone',
  'email',
  'message',
] as const

/**
 * POST /api/public/register/form: the sign-up form sent without a script, into the same pipeline
 * as POST /api/public/register (kernel/forms/scriptless.ts); back to /register/review with the values
 * and errors, or on to /register/sent, whose receipt names the package and the branch count.
 */
export const handleScriptlessRegistration = scriptlessForm({
  name: 'registration',
  fields: registrationFormFields,
  check: (values) => registrationFormCheck(values as unknown as RegistrationFormInput).errors,
  payload: (values, attribution) => ({ ...values, ...attribution }),
  endpoint: handleSiteRegistration,
  formPath: '/register/review',
  sentPath: '/register/sent',
  receipt: (values) => [values.package, String(Number(values.branchCount))],
  secret: env.PAYLOAD_SECRET,
  siteOrigin: env.SITE_URL,
  serverError: registerFormText.errorTitle,
  crossSite: scriptlessText.crossSite,
})
