'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2, Send } from '@/components/ui/icons'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch, type FieldError } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { leadFormText as text } from '@/content/lead-form'
import { orgTypeGroups, orgTypePlaceholder } from '@/content/org-types'
import { captureAttribution } from '@/lib/attribution'
import { cn } from '@/lib/cn'
import {
  leadFormSchema,
  leadLimits,
  type LeadFormInput,
  type LeadFormValues,
} from '@/lib/validation/lead'

import { formCredentials, startFormSession } from './form-session'
import { ResultDialog, type DialogState } from './result-dialog.client'

const emptyForm: LeadFormInput = { fullName: '', phone: '', email: '', orgType: '', extra: '' }

const inputClass =
  'mt-1 block min-h-12 w-full rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200 aria-[invalid=true]:border-red-600'

/** The contact form of the footer: validated on every change with the server's own schema. */
export function LeadForm() {
  const formId = useId()
  const [dialog, setDialog] = useState<DialogState>(null)
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LeadFormInput, unknown, LeadFormValues>({
    mode: 'onChange',
    resolver: zodResolver(leadFormSchema),
    defaultValues: emptyForm,
  })

  useEffect(() => {
    startFormSession()
  }, [])

  const extraLength = (useWatch({ control, name: 'extra' }) ?? '').length

  async function onSubmit(values: LeadFormValues, event?: React.BaseSyntheticEvent) {
    const form = event?.target as HTMLFormElement | undefined
    const honeypot = (form?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    try {
      const { formToken, idempotencyKey } = await formCredentials()

      const response = await fetch('/api/public/leads', {
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
      })
      const data = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
      if (data.code === 200) {
        setDialog({
          kind: 'success',
          title: text.successTitle,
          description: text.successDescription,
        })
        reset(emptyForm)
        startFormSession()
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

  const field = (name: keyof LeadFormInput) => ({
    id: `${formId}-${name}`,
    errorId: `${formId}-${name}-error`,
  })
  const describedBy = (name: keyof LeadFormInput, error?: FieldError, extra?: string) =>
    [error ? field(name).errorId : null, extra].filter(Boolean).join(' ') || undefined

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="relative space-y-4"
        aria-describedby={`${formId}-required`}
      >
        <p id={`${formId}-required`} className="text-sm text-muted">
          {text.requiredNote}
        </p>

        <div>
          <Label htmlFor={field('fullName').id} required>
            {text.fullName}
          </Label>
          <input
            id={field('fullName').id}
            type="text"
            autoComplete="name"
            placeholder={text.fullNamePlaceholder}
            maxLength={leadLimits.fullNameMax + 20}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={describedBy('fullName', errors.fullName)}
            className={inputClass}
            {...register('fullName')}
          />
          <FieldMessage id={field('fullName').errorId} error={errors.fullName} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={field('phone').id} required>
              {text.phone}
            </Label>
            <input
              id={field('phone').id}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={text.phonePlaceholder}
              maxLength={leadLimits.phoneMax + 5}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', errors.phone)}
              className={inputClass}
              {...register('phone')}
            />
            <FieldMessage id={field('phone').errorId} error={errors.phone} />
          </div>
          <div>
            <Label htmlFor={field('email').id} required>
              {text.email}
            </Label>
            <input
              id={field('email').id}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={text.emailPlaceholder}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email', errors.email)}
              className={inputClass}
              {...register('email')}
            />
            <FieldMessage id={field('email').errorId} error={errors.email} />
          </div>
        </div>

        <div>
          <Label htmlFor={field('orgType').id} required>
            {text.orgType}
          </Label>
          <select
            id={field('orgType').id}
            aria-invalid={errors.orgType ? true : undefined}
            aria-describedby={describedBy('orgType', errors.orgType)}
            className={cn(inputClass, 'appearance-auto')}
            {...register('orgType')}
          >
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
          <FieldMessage id={field('orgType').errorId} error={errors.orgType} />
        </div>

        <div>
          <Label htmlFor={field('extra').id}>{text.extra}</Label>
          <textarea
            id={field('extra').id}
            rows={4}
            placeholder={text.extraPlaceholder}
            aria-invalid={errors.extra ? true : undefined}
            aria-describedby={describedBy('extra', errors.extra, `${formId}-extra-hint`)}
            className={cn(inputClass, 'min-h-28 resize-y')}
            {...register('extra')}
          />
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
          <FieldMessage id={field('extra').errorId} error={errors.extra} />
        </div>

        {/* Honeypot: invisible to people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor={`${formId}-website`}>{text.honeypot}</label>
          <input
            id={`${formId}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? (
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
      </form>
      <ResultDialog state={dialog} closeLabel={text.close} onClose={() => setDialog(null)} />
    </>
  )
}

function Label({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: React.ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="block font-medium text-ink">
      {children}
      {required && (
        <>
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
          <span className="sr-only"> ({text.required})</span>
        </>
      )}
    </label>
  )
}

function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  )
}
