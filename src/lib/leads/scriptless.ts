import 'server-only'

import { leadFormText } from '@/content/lead-form'
import { scriptlessText } from '@/content/scriptless'
import { env } from '@/lib/env'
import { leadFormCheck } from '@/lib/forms/form-checks'
import { scriptlessForm } from '@/lib/forms/scriptless'
import type { LeadFormInput } from '@/lib/validation/lead'

import { handleLeadPost } from './endpoint'
import { leadRequestOf } from './form-request'

/** The contact form's fields, as its inputs name them (components/lead-form). */
export const leadFormFields = ['fullName', 'phone', 'email', 'orgType', 'extra'] as const

/**
 * POST /api/public/leads/form: the contact form sent without a script, into the same pipeline as
 * POST /api/public/leads (lib/forms/scriptless.ts); back to /contact with the values and errors,
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
