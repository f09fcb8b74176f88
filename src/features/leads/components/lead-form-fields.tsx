import { cn } from '@/components/ui/cn'
import {
  EmailField,
  Field,
  FormSubmit,
  PhoneField,
  TextField,
  controlClass,
  type LabelledField,
} from '@/components/ui/form'
import { orgTypeGroups, orgTypePlaceholder } from '@/kernel/content/org-types'

import { leadFormText as text } from '../content/lead-form'
import type { LeadFormInput } from '../validation/lead'
import { leadLimits } from '../validation/lead-rules'

/** Where the form posts when no script sends it (features/leads/scriptless.ts). */
export const leadFormAction = '/api/public/leads/form'

type Props = {
  formId: string
  /** A field's label, message and first value (bindFields, from the server or useForm). */
  bind: (name: keyof LeadFormInput & string, required?: boolean) => LabelledField
  /** How many characters "more details" holds, for its counter. */
  extraLength: number
  submitting: boolean
  disabled?: boolean
}

/**
 * The contact form's fields, the same whether the server draws them (a form that posts without a
 * script, lead-form-static.tsx) or the script does (lead-form.client.tsx, which takes over).
 */
export function LeadFormFields({ formId, bind, extraLength, submitting, disabled }: Props) {
  const orgType = bind('orgType')
  const extra = bind('extra', false)
  return (
    <>
      <p id={`${formId}-required`} className="text-sm text-muted">
        {text.requiredNote}
      </p>

      <TextField
        {...bind('fullName')}
        autoComplete="name"
        placeholder={text.fullNamePlaceholder}
        maxLength={leadLimits.fullNameMax + 20}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          {...bind('phone')}
          placeholder={text.phonePlaceholder}
          maxLength={leadLimits.phoneMax + 5}
        />
        <EmailField {...bind('email')} placeholder={text.emailPlaceholder} />
      </div>

      <Field {...orgType.field}>
        {(control) => (
          <select {...control} className={cn(controlClass, 'appearance-auto')} {...orgType.bound}>
            <option value="">{orgTypePlaceholder}</option>
            {orgTypeGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  // No value attribute: an option's value is its text. Every page with the
                  // contact form carries these 40 Thai names in its HTML and again in its RSC
                  // payload; a value would write each of them once more in both.
                  <option key={option}>{option}</option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>

      <TextField
        field={{
          ...extra.field,
          hintId: `${formId}-extra-hint`,
          after: (
            <div className="mt-1 flex justify-between gap-3 text-sm text-muted">
              <span id={`${formId}-extra-hint`}>{text.extraHint}</span>
              <span
                data-testid="extra-counter"
                className={cn(
                  'tabular-nums',
                  extraLength > leadLimits.extraMax && 'font-bold text-red-700',
                )}
              >
                {extraLength}/{leadLimits.extraMax}
              </span>
            </div>
          ),
        }}
        rows={4}
        placeholder={text.extraPlaceholder}
        className="min-h-28 resize-y"
        bound={extra.bound}
      />

      <FormSubmit formId={formId} text={text} submitting={submitting} disabled={disabled} />
    </>
  )
}
