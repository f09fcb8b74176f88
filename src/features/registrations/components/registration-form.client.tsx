'use client'

import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import {
  EmailField,
  Field,
  FormSubmit,
  PhoneField,
  TextField,
  bindFields,
  controlClass,
} from '@/components/ui/form'
import { ResultDialog } from '@/components/ui/result-dialog.client'
import type { FormDraft } from '@/kernel/forms/scriptless'

import type { RegisterFormText } from '../content/register'
import { registrationLimits } from '../validation/registration-rules'
import type { PackageChoice } from './package-choice'
import { PackagePicker } from './package-picker'
import { PriceSummary, PriceTotalLine, type SummaryText } from './price-summary'
import { RegistrationDone, type DoneText } from './registration-done.client'
import { useRegistration } from './use-registration'

type Props = {
  packages: PackageChoice[]
  vatPercent: number
  text: RegisterFormText
  summaryText: SummaryText
  doneText: DoneText
  /** A form sent without a script, back with its values and messages (/register/review). */
  draft?: Pick<FormDraft, 'values' | 'errors' | 'formError'>
  /** Fields the form's own page adds (its Idempotency-Key, the visit's attribution). */
  hidden?: Record<string, string>
}

/** Where the form posts when no script sends it (features/registrations/scriptless.ts). */
const registrationFormAction = '/api/public/register/form'

/**
 * The trial sign-up: the package (preselected from ?package=), the branch count, the clinic's
 * contact details, a live yearly price, then register() (features/registrations/register.ts). A sent
 * request shows the confirmation, kept for the tab so a reload shows it again rather than an
 * empty form.
 */
export function RegistrationForm({
  packages,
  vatPercent,
  text,
  summaryText,
  doneText,
  draft,
  hidden = {},
}: Props) {
  const formId = useId()
  const { form, formProps, price, dialog, closeDialog, done, startAgain } = useRegistration({
    packages,
    vatPercent,
    text,
    draft,
  })

  if (done) return <RegistrationDone done={done} text={doneText} onAgain={startAgain} />

  const bind = bindFields(formId, text, form)
  const branchCount = bind('branchCount')

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        {...formProps}
        method="post"
        action={registrationFormAction}
        aria-labelledby={`${formId}-heading`}
        aria-describedby={`${formId}-required`}
        className="relative space-y-5 rounded-card border border-line bg-white p-5 shadow-soft sm:p-8"
      >
        <h2 id={`${formId}-heading`} className="text-xl font-bold">
          {text.formHeading}
        </h2>
        <p id={`${formId}-required`} className="text-sm text-muted">
          {text.requiredNote}
        </p>
        {draft?.formError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            {draft.formError}
          </p>
        ) : null}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} defaultValue={value} />
        ))}

        <PackagePicker packages={packages} text={text} option={form.option} />

        <Field
          {...branchCount.field}
          hintId={`${formId}-branch-hint`}
          after={
            <>
              <p id={`${formId}-branch-hint`} className="mt-1 text-sm text-muted">
                {text.branchCountHint}
              </p>
              <PriceTotalLine price={price} text={summaryText} />
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={registrationLimits.branchMin}
              max={registrationLimits.branchMax}
              step={1}
              className={cn(controlClass, 'max-w-40')}
              {...branchCount.bound}
            />
          )}
        </Field>

        <TextField
          {...bind('clinicName')}
          autoComplete="organization"
          placeholder={text.clinicNamePlaceholder}
          maxLength={registrationLimits.clinicNameMax + 20}
        />

        <TextField
          {...bind('fullName')}
          autoComplete="name"
          placeholder={text.fullNamePlaceholder}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField {...bind('phone')} placeholder={text.phonePlaceholder} />
          <EmailField {...bind('email')} placeholder={text.emailPlaceholder} />
        </div>

        <TextField
          {...bind('message', false)}
          rows={3}
          placeholder={text.messagePlaceholder}
          className="min-h-24 resize-y"
        />

        <FormSubmit formId={formId} text={text} submitting={form.isSubmitting} />
      </form>

      <PriceSummary price={price} vatPercent={vatPercent} text={summaryText} />
      <ResultDialog state={dialog} closeLabel={text.close} onClose={closeDialog} />
    </div>
  )
}
