import 'server-only'

import { registerFormText } from '@/content/register'
import { scriptlessText } from '@/content/scriptless'
import { env } from '@/lib/env'
import { registrationFormCheck } from '@/lib/forms/form-checks'
import { scriptlessForm } from '@/lib/forms/scriptless'
import type { RegistrationFormInput } from '@/lib/validation/registration'

import { handleSiteRegistration } from './endpoint'

/** The sign-up form's fields, as its inputs name them (components/registration). */
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
 * as POST /api/public/register (lib/forms/scriptless.ts); back to /register/review with the values
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
