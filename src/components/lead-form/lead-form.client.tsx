'use client'

import { useEffect, useId, useState } from 'react'

import {
  EmailField,
  Field,
  FormSubmit,
  PhoneField,
  TextField,
  controlClass,
  bindFields,
} from '@/components/ui/form'
import { leadFormText as text } from '@/content/lead-form'
import { orgTypeGroups, orgTypePlaceholder } from '@/content/org-types'
import { captureAttribution } from '@/lib/attribution'
import { createFormSession, sendWithCredentials } from '@/lib/forms/form-session'
import { lazyCheck } from '@/lib/forms/lazy-check'
import { useForm } from '@/lib/forms/use-form'
import { cn } from '@/lib/cn'
import type { LeadFormInput, LeadFormValues } from '@/lib/validation/lead'
import { leadLimits } from '@/lib/validation/lead-rules'

import { ResultDialog, type DialogState } from '@/components/ui/result-dialog.client'

/** The lead form's token and key (one lead form per page). */
const session = createFormSession()
const validation = lazyCheck(() =>
  import('@/lib/forms/form-checks').then((module) => module.leadFormCheck),
)

const emptyForm: LeadFormInput = { fullName: '', phone: '', email: '', orgType: '', extra: '' }

/** The contact form of the footer: validated on every change with the server's own schema. */
export function LeadForm() {
  const formId = useId()
  const [dialog, setDialog] = useState<DialogState>(null)
  const form = useForm<LeadFormInput, LeadFormValues>({
    defaults: emptyForm,
    check: validation.check,
    mode: 'onChange',
  })

  useEffect(() => {
    session.start()
  }, [])

  const extraLength = (form.values.extra ?? '').length

  async function onSubmit(values: LeadFormValues, element: HTMLFormElement) {
    const honeypot = (element.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      const response = await sendWithCredentials(session, ({ formToken, idempotencyKey }) =>
        fetch('/api/public/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          body: JSON.stringify({
            fullname: values.fullName,
            phone: values.phone,
            email: values.email,
            organization_type: values.orgType,
            description: values.extra,
            user_action: 'contact_form_submit',
            ...captureAttribution(),
            website: honeypot,
            form_token: formToken,
          }),
        }),
      )
      const data = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
      if (data.code === 200) {
        setDialog({
          kind: 'success',
          title: text.successTitle,
          description: text.successDescription,
        })
        form.reset()
        session.start()
        return
      }
      setDialog({
        kind: 'error',
        title: data.message || text.errorTitle,
        description: text.errorDescription,
      })
    } catch (error) {
      console.error('[lead-form] could not send the form', error)
      setDialog({ kind: 'error', title: text.errorTitle, description: text.errorDescription })
    }
  }

  const bind = bindFields(formId, text, form)
  const orgType = bind('orgType')
  const extra = bind('extra', false)

  return (
    <>
      <form
        {...form.formProps}
        onSubmit={form.handleSubmit(onSubmit)}
        onFocus={validation.preload}
        className="relative space-y-4"
        aria-describedby={`${formId}-required`}
      >
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
                    <option key={option} value={option}>
                      {option}
                    </option>
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

        <FormSubmit
          formId={formId}
          text={text}
          submitting={form.isSubmitting}
          disabled={!form.isValid}
        />
      </form>
      <ResultDialog state={dialog} closeLabel={text.close} onClose={() => setDialog(null)} />
    </>
  )
}
