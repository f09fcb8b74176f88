'use client'

import { useEffect, useId, useState, useSyncExternalStore } from 'react'

import {
  EmailField,
  Field,
  Honeypot,
  PhoneField,
  SubmitButton,
  TextAreaField,
  TextField,
  controlClass,
  fieldPropsFor,
} from '@/components/ui/form'
import { ResultDialog, type DialogState } from '@/components/ui/result-dialog.client'
import type { RegisterFormText } from '@/content/register'
import { captureAttribution } from '@/lib/attribution'
import { cn } from '@/lib/cn'
import { createFormSession } from '@/lib/forms/form-session'
import { lazyCheck } from '@/lib/forms/lazy-check'
import { typedBeforeHydration } from '@/lib/forms/typed-before-hydration'
import { useForm } from '@/lib/forms/use-form'
import { formatBaht } from '@/lib/format'
import { register } from '@/lib/registrations/register'
import type { RegistrationFormInput, RegistrationFormValues } from '@/lib/validation/registration'
import { packageNames, registrationLimits } from '@/lib/validation/registration-rules'

import { PriceSummary, PriceTotalLine, type SummaryText } from './price-summary'
import { RegistrationDone, type DoneText } from './registration-done.client'

export type PackageChoice = {
  /** What a registration stores (Mini, More, Ultimate). */
  key: (typeof packageNames)[number]
  /** What the visitor reads. */
  name: string
  yearlyPrice: number
  popular: boolean
  subtitle: string
}

type Props = {
  packages: PackageChoice[]
  vatPercent: number
  text: RegisterFormText
  summaryText: SummaryText
  doneText: DoneText
}

/** The sign-up form's token and key (one per page). */
const session = createFormSession()
const validation = lazyCheck(() =>
  import('@/lib/forms/form-checks').then((module) => module.registrationFormCheck),
)
const doneKey = 'clinicplus.register.done.v1'
const noSubscription = () => () => {}
const fieldNames: readonly (keyof RegistrationFormInput)[] = [
  'clinicName',
  'fullName',
  'phone',
  'email',
  'branchCount',
  'package',
  'message',
]
type Done = { packageName: string; branches: number }

const isPackage = (value: string | null): value is (typeof packageNames)[number] =>
  packageNames.includes(value as (typeof packageNames)[number])

/**
 * The trial sign-up: the package (preselected from ?package=), the branch count, the clinic's
 * contact details, a live yearly price, then register() (spec section 7). A sent request shows
 * the confirmation, kept for the tab so a reload shows it again rather than an empty form.
 */
export function RegistrationForm({ packages, vatPercent, text, summaryText, doneText }: Props) {
  const formId = useId()
  // False in the server's HTML and while hydrating, true once this script has taken over.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [dialog, setDialog] = useState<DialogState>(null)
  const [done, setDone] = useState<Done | null>(null)
  const [defaults] = useState<RegistrationFormInput>(() => ({
    clinicName: '',
    fullName: '',
    phone: '',
    email: '',
    branchCount: String(registrationLimits.branchMin),
    // The recommended package, or the first when marketing recommends none.
    package: (packages.find((pkg) => pkg.popular) ?? packages[0])
      ?.key as RegistrationFormInput['package'],
    message: '',
  }))
  const form = useForm<RegistrationFormInput, RegistrationFormValues>({
    defaults,
    check: validation.check,
    mode: 'onTouched',
  })
  const { formRef, setValue, errors, values } = form

  useEffect(() => {
    session.start()
    const chosen = new URLSearchParams(window.location.search).get('package')
    if (isPackage(chosen)) setValue('package', chosen)
    // Typed or chosen before this script ran (it loads after the first paint): take it over.
    if (formRef.current) {
      for (const [name, value] of typedBeforeHydration(formRef.current, fieldNames)) {
        setValue(name as keyof RegistrationFormInput, value)
      }
    }
    try {
      const stored = window.sessionStorage.getItem(doneKey)
      // The page is static: what this tab already sent can only be known here, after loading.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (stored) setDone(JSON.parse(stored) as Done)
    } catch {
      // No storage (private mode): a reload shows the form again, which sends nothing by itself.
    }
  }, [formRef, setValue])

  // A submit held back before this script ran (lib/forms/typed-before-hydration) is sent now.
  useEffect(() => {
    const form = formRef.current
    if (!hydrated || !form?.hasAttribute('data-submit-pending')) return
    form.removeAttribute('data-submit-pending')
    form.requestSubmit()
  }, [formRef, hydrated])

  const chosen = packages.find((pkg) => pkg.key === values.package) ?? packages[0]
  const branches = Number(values.branchCount)
  const validBranches =
    Number.isInteger(branches) &&
    branches >= registrationLimits.branchMin &&
    branches <= registrationLimits.branchMax

  async function onSubmit(filled: RegistrationFormValues, element: HTMLFormElement) {
    const honeypot = (element.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    const reply = await register(filled, session, { ...captureAttribution(), website: honeypot })
    if (reply.code === 200) {
      const sent = {
        packageName: packages.find((pkg) => pkg.key === filled.package)?.name ?? filled.package,
        branches: filled.branchCount,
      }
      try {
        window.sessionStorage.setItem(doneKey, JSON.stringify(sent))
      } catch {
        // Shown now all the same.
      }
      setDone(sent)
      window.scrollTo({ top: 0, behavior: 'smooth' })
      return
    }
    setDialog({
      kind: 'error',
      title: reply.message || text.errorTitle,
      description: text.errorDescription,
    })
  }

  if (done) {
    return (
      <RegistrationDone
        done={done}
        text={doneText}
        onAgain={() => {
          try {
            window.sessionStorage.removeItem(doneKey)
          } catch {}
          session.start()
          form.reset()
          setDone(null)
        }}
      />
    )
  }

  const fieldProps = fieldPropsFor(formId, text, errors)

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        {...form.formProps}
        data-await-hydration={hydrated ? undefined : ''}
        onSubmit={form.handleSubmit(onSubmit)}
        onFocus={validation.preload}
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

        <fieldset>
          <legend className="font-medium text-ink">
            {text.package}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {packages.map((pkg) => (
              <label
                key={pkg.key}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-xl border-2 bg-white p-4 transition-colors',
                  'has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-200',
                  'border-line hover:border-primary-300',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  data-testid={`choose-${pkg.key}`}
                  {...form.option('package', pkg.key)}
                />
                <span className="flex items-center justify-between gap-2">
                  <span className="text-lg font-bold">{pkg.name}</span>
                  {pkg.popular && (
                    <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-ink">
                      {text.recommended}
                    </span>
                  )}
                </span>
                <span className="mt-1 text-sm text-muted">{pkg.subtitle}</span>
                <span className="mt-2 font-bold text-primary-800">
                  {formatBaht(pkg.yearlyPrice)}{' '}
                  <span className="text-sm font-normal text-muted">{text.perBranchYear}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Field
          {...fieldProps('branchCount')}
          hintId={`${formId}-branch-hint`}
          after={
            <>
              <p id={`${formId}-branch-hint`} className="mt-1 text-sm text-muted">
                {text.branchCountHint}
              </p>
              <PriceTotalLine
                packageName={chosen.name}
                yearlyPrice={chosen.yearlyPrice}
                branches={validBranches ? branches : null}
                vatPercent={vatPercent}
                text={summaryText}
              />
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
              {...form.field('branchCount')}
            />
          )}
        </Field>

        <TextField
          {...fieldProps('clinicName')}
          autoComplete="organization"
          placeholder={text.clinicNamePlaceholder}
          maxLength={registrationLimits.clinicNameMax + 20}
          {...form.field('clinicName')}
        />

        <TextField
          {...fieldProps('fullName')}
          autoComplete="name"
          placeholder={text.fullNamePlaceholder}
          {...form.field('fullName')}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField
            {...fieldProps('phone')}
            placeholder={text.phonePlaceholder}
            {...form.field('phone')}
          />
          <EmailField
            {...fieldProps('email')}
            placeholder={text.emailPlaceholder}
            {...form.field('email')}
          />
        </div>

        <TextAreaField
          {...fieldProps('message', false)}
          rows={3}
          placeholder={text.messagePlaceholder}
          className="min-h-24 resize-y"
          {...form.field('message')}
        />

        <Honeypot id={`${formId}-website`} label={text.honeypot} />
        <SubmitButton
          submitting={form.isSubmitting}
          label={text.submit}
          submittingLabel={text.submitting}
        />
      </form>

      <PriceSummary
        packageName={chosen.name}
        yearlyPrice={chosen.yearlyPrice}
        branches={validBranches ? branches : null}
        vatPercent={vatPercent}
        text={summaryText}
      />
      <ResultDialog state={dialog} closeLabel={text.close} onClose={() => setDialog(null)} />
    </div>
  )
}
