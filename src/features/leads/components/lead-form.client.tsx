'use client'

import { useEffect, useId, useLayoutEffect, useState } from 'react'

import { bindFields } from '@/components/ui/form'
import { ResultDialog, type DialogState } from '@/components/ui/result-dialog.client'
import { captureAttribution } from '@/kernel/attribution/attribution'
import { createFormSession, sendWithCredentials } from '@/kernel/forms/form-session'
import { lazyCheck } from '@/kernel/forms/lazy-check'
import { applyTakeOver, type TakeOver } from '@/kernel/forms/take-over'
import { useForm } from '@/kernel/forms/use-form'

import { leadFormText as text } from '../content/lead-form'
import { leadRequestOf } from '../form-request'
import type { LeadFormInput, LeadFormValues } from '../validation/lead'
import { LeadFormFields, leadFormAction } from './lead-form-fields'

/** The lead form's token and key (one lead form per page). */
const session = createFormSession()
const validation = lazyCheck(() => import('../form-check').then((module) => module.leadFormCheck))

const emptyForm: LeadFormInput = { fullName: '', phone: '', email: '', orgType: '', extra: '' }

/** The names of the form's fields, in its order. */
export const leadFieldNames = Object.keys(emptyForm)

/**
 * The contact form of the footer, once its script has come: validated on every change with the
 * server's own schema, sent as JSON with its token and key, the result in a dialog. It takes over
 * from the server's form (lead-form-static.tsx) with what the visitor did there (`takeOver`).
 */
export function LeadForm({ takeOver }: { takeOver?: TakeOver }) {
  const formId = useId()
  const [dialog, setDialog] = useState<DialogState>(null)
  const form = useForm<LeadFormInput, LeadFormValues>({
    defaults: emptyForm,
    check: validation.check,
    mode: 'onChange',
  })
  const { formRef, adopt } = form

  // Before the first paint of this form: what was typed in the server's one, the cursor where it
  // was, and the messages that were showing.
  useLayoutEffect(() => {
    if (!takeOver || !formRef.current) return
    applyTakeOver(formRef.current, takeOver)
    // What was typed is checked as if typed here: its messages show as they would have.
    adopt([
      ...takeOver.shown,
      ...Object.keys(takeOver.values).filter((name) => takeOver.values[name] !== ''),
    ])
  }, [takeOver, formRef, adopt])

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
            ...leadRequestOf(values),
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

  return (
    <>
      <form
        {...form.formProps}
        method="post"
        action={leadFormAction}
        onSubmit={form.handleSubmit(onSubmit)}
        onFocus={validation.preload}
        className="relative space-y-4"
        aria-describedby={`${formId}-required`}
      >
        <LeadFormFields
          formId={formId}
          bind={bindFields(formId, text, form)}
          extraLength={extraLength}
          submitting={form.isSubmitting}
          disabled={!form.isValid}
        />
      </form>
      <ResultDialog state={dialog} closeLabel={text.close} onClose={() => setDialog(null)} />
    </>
  )
}
