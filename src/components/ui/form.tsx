import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

import { Button } from './button'
import { Loader2, Send } from './icons'

/**
 * Form primitives shared by the site's forms (the lead form, the sign-up form): a field that
 * wires its control to its label (with the required mark) and to its error message, the
 * controls' look, the labelled text (one line or a text area), phone and e-mail fields both
 * forms are made of, and a form's end (the honeypot and the send button). Like shadcn's Form,
 * without its context: a field hands its control the props it needs (id, aria-invalid,
 * aria-describedby), so any input, select or textarea fits.
 */

export const controlClass =
  'mt-1 block min-h-12 w-full rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200 aria-[invalid=true]:border-red-600'

/** The props a field gives its control. */
type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export function Field({
  id,
  label,
  required,
  requiredText,
  error,
  hintId,
  after,
  className,
  children,
}: {
  id: string
  label: ReactNode
  required?: boolean
  /** What a screen reader says after a required field's label ("จำเป็น"). */
  requiredText?: string
  /** The field's current error message, if any. */
  error?: string
  /** The id of a hint the control is also described by. */
  hintId?: string
  /** Shown between the control and its error message (a hint, a counter). */
  after?: ReactNode
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn(className)}>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
            {requiredText && <span className="sr-only"> ({requiredText})</span>}
          </>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {after}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * What a labelled field takes besides its control's own attributes (a form's `bind` gives both):
 * its label, hint and error (Field's props), and its control's name and first value (useForm's
 * `field`), set after the control's other attributes.
 */
export type LabelledField = Labelled

type Labelled = {
  field: Omit<ComponentProps<typeof Field>, 'children' | 'className'>
  bound: { name: string; defaultValue: string }
}

/**
 * A form's `bind(name, required?)`, what one of its labelled fields takes: the field's id under
 * the form's id, its label from the form's copy (the key of the same name), the required mark's
 * spoken text and its current error; and the control's name and first value (useForm's `field`).
 */
export function bindFields<Name extends string>(
  formId: string,
  text: Record<NoInfer<Name>, string> & { required: string },
  form: {
    errors: Partial<Record<Name, string>>
    field: (name: Name) => Labelled['bound']
  },
) {
  return (name: Name, required = true): Labelled => ({
    field: {
      id: `${formId}-${name}`,
      label: text[name],
      required,
      requiredText: text.required,
      error: form.errors[name],
    },
    bound: form.field(name),
  })
}

type Attributes<Fixed extends string> = Omit<
  ComponentProps<'input'> & ComponentProps<'textarea'>,
  'children' | 'name' | 'defaultValue' | Fixed
>

/**
 * A labelled text field: one line, or a text area when given `rows`; `className` adds to the
 * control's look.
 */
export function TextField({
  field,
  bound,
  rows,
  className,
  ...attributes
}: Labelled & Attributes<'type'>) {
  const Control = rows ? 'textarea' : 'input'
  return (
    <Field {...field}>
      {(wired) => (
        <Control
          {...wired}
          type={rows ? undefined : 'text'}
          rows={rows}
          {...attributes}
          className={cn(controlClass, className)}
          {...bound}
        />
      )}
    </Field>
  )
}

/**
 * A labelled field of a kind the browser knows: its keyboard (`inputmode`) and its own autofill
 * (`autocomplete`), both named as the input's type is.
 */
function typedField(type: 'tel' | 'email') {
  return function TypedField({
    field,
    bound,
    ...attributes
  }: Labelled & Attributes<'type' | 'inputMode' | 'autoComplete' | 'className' | 'rows'>) {
    return (
      <Field {...field}>
        {(wired) => (
          <input
            type={type}
            inputMode={type}
            autoComplete={type}
            className={controlClass}
            {...wired}
            {...attributes}
            {...bound}
          />
        )}
      </Field>
    )
  }
}

/** A labelled phone number field: the phone keypad, the browser's own autofill. */
export const PhoneField = typedField('tel')

/** A labelled e-mail field: the e-mail keyboard, the browser's own autofill. */
export const EmailField = typedField('email')

/**
 * A form's end: the honeypot, then the send button. The honeypot is a field people never see
 * and assistive technology skips; simple bots fill every field, and the server keeps what they
 * send as spam (kernel/api/form-guard.ts). The button is disabled, with a spinner and its "sending"
 * text, while the form is sent. `text` is the form's copy (the honeypot's label, the button's
 * text and its "sending" text); the honeypot's id is under the form's id.
 */
export function FormSubmit({
  formId,
  text,
  submitting,
  disabled,
}: {
  formId: string
  text: { honeypot: string; submit: string; submitting: string }
  submitting: boolean
  disabled?: boolean
}) {
  const honeypotId = `${formId}-website`
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={honeypotId}>{text.honeypot}</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={disabled || submitting}>
        {submitting ? (
          <>
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {text.submitting}
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            {text.submit}
          </>
        )}
      </Button>
    </>
  )
}
