import type { LeadFormInput } from './validation/lead'

/**
 * What the contact form sends the lead API (its fields as the API names them), the same whether
 * the form's script sends it (features/leads/components) or the browser posts it (features/leads/scriptless).
 * Its own module, without the schemas, so that the form's script does not load zod to build it.
 */
export const leadRequestOf = (values: LeadFormInput) => ({
  fullname: values.fullName,
  phone: values.phone,
  email: values.email,
  organization_type: values.orgType,
  description: values.extra,
  user_action: 'contact_form_submit',
})
