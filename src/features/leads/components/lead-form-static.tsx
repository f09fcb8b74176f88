import { bindFields } from '@/components/ui/form'

import { leadFormText as text } from '../content/lead-form'
import type { LeadFormInput } from '../validation/lead'
import { LeadFormFields, leadFormAction } from './lead-form-fields'

type Name = keyof LeadFormInput & string

type Props = {
  /** What the visitor typed (a form sent without a script, back with its messages). */
  values?: Partial<Record<Name, string>>
  errors?: Partial<Record<Name, string>>
  /** A message about the whole form. */
  formError?: string
  /** Fields the form's own page adds (its Idempotency-Key, the visit's attribution). */
  hidden?: Record<string, string>
}

/**
 * The contact form as the server draws it: in the page's HTML from the first paint, and sent by
 * the browser itself (POST, never a GET: nothing typed goes into an address) when no script has
 * taken it over (features/leads/scriptless.ts). LeadFormLoader replaces it with the scripted form,
 * carrying over what was typed.
 */
export function StaticLeadForm({ values = {}, errors = {}, formError, hidden = {} }: Props) {
  const formId = 'lead-form'
  const bind = bindFields<Name>(formId, text, {
    errors,
    field: (name) => ({ name, defaultValue: values[name] ?? '' }),
  })
  return (
    <form
      method="post"
      action={leadFormAction}
      noValidate
      className="relative space-y-4"
      aria-describedby={`${formId}-required`}
    >
      {formError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          {formError}
        </p>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} defaultValue={value} />
      ))}
      <LeadFormFields
        formId={formId}
        bind={bind}
        extraLength={(values.extra ?? '').length}
        submitting={false}
      />
    </form>
  )
}
