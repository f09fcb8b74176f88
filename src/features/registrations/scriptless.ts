import 'server-only'

import { env } from '@/kernel/env'
import { scriptlessForm } from '@/kernel/forms/scriptless'
import { scriptlessText } from '@/kernel/forms/text'

import { registerFormText } from './content/register'
import { handleSiteRegistration } from './endpoint'
import { registrationFormCheck } from './form-check'
import type { RegistrationFormInput } from './validation/registration'

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
