import 'server-only'

import { env } from '@/kernel/env'
import { scriptlessForm } from '@/kernel/forms/scriptless'
import { scriptlessText } from '@/kernel/forms/text'

import { leadFormText } from './content/lead-form'
import { handleLeadPost } from './endpoint'
import { leadFormCheck } from './form-check'
import { leadRequestOf } from './form-request'
import type { LeadFormInput } from './validation/lead'

/** The contact form's fields, as its inputs name them (features/leads/components). */
export const leadFormFields = ['fullName', 'phone', 'email', 'orgType', 'extra'] as const

/**
 * POST /api/public/leads/form: the contact form sent without a script, into the same pipeline as
 * POST /api/public/leads (kernel/forms/scriptless.ts); back to /contact with the values and errors,
 * or on to /contact/sent.
 */
export const handleScriptlessLead = scriptlessForm({
  name: 'lead',
  fields: leadFormFields,
  check: (values) => leadFormCheck(values as LeadFormInput).errors,
  payload: (values, attribution) => ({
    ...leadRequestOf(values as LeadFormInput),
    ...attribution,
  }),
  endpoint: handleLeadPost,
  formPath: '/contact',
  sentPath: '/contact/sent',
  secret: env.PAYLOAD_SECRET,
  siteOrigin: env.SITE_URL,
  serverError: leadFormText.errorTitle,
  crossSite: scriptlessText.crossSite,
})
