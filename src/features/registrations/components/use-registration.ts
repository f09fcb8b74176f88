import { useEffect, useState, useSyncExternalStore } from 'react'

import type { DialogState } from '@/components/ui/result-dialog.client'
import { captureAttribution } from '@/kernel/attribution/attribution'
import { createFormSession } from '@/kernel/forms/form-session'
import { lazyCheck } from '@/kernel/forms/lazy-check'
import type { FormDraft } from '@/kernel/forms/scriptless'
import { typedBeforeHydration } from '@/kernel/forms/typed-before-hydration'
import { useForm } from '@/kernel/forms/use-form'

import type { RegisterFormText } from '../content/register'
import { register } from '../register'
import type { RegistrationFormInput, RegistrationFormValues } from '../validation/registration'
import {
  isPackage,
  packageName,
  priceChoice,
  registrationDefaults,
  type PackageChoice,
} from './package-choice'
import type { SentRequest } from './registration-done.client'

/** The sign-up form's token and key (one per page). */
const session = createFormSession()
const validation = lazyCheck(() =>
  import('../form-check').then((module) => module.registrationFormCheck),
)
const doneKey = 'clinicplus.register.done.v1'
const noSubscription = () => () => {}

/**
 * The sign-up form's state: the fields (the package preselected from ?package=, what was typed
 * before the script ran taken over), the live price, the send through register(), and the sent
 * request, kept for the tab so a reload shows the confirmation again rather than an empty form.
 */
export function useRegistration({
  packages,
  vatPercent,
  text,
  draft,
}: {
  packages: PackageChoice[]
  vatPercent: number
  text: Pick<RegisterFormText, 'errorTitle' | 'errorDescription'>
  /** A form sent without a script, back with its values and messages (/register/review). */
  draft?: Pick<FormDraft, 'values' | 'errors'>
}) {
  // False in the server's HTML and while hydrating, true once this script has taken over.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [dialog, setDialog] = useState<DialogState>(null)
  const [done, setDone] = useState<SentRequest | null>(null)
  const [defaults] = useState((): RegistrationFormInput => ({
    ...registrationDefaults(packages),
    ...draft?.values,
  }))
  const form = useForm<RegistrationFormInput, RegistrationFormValues>({
    defaults,
    check: validation.check,
    mode: 'onTouched',
    initialErrors: draft?.errors,
  })
  const { formRef, setValue } = form

  useEffect(() => {
    session.start()
    const chosen = new URLSearchParams(window.location.search).get('package')
    if (isPackage(chosen) && !draft) setValue('package', chosen)
    // Typed or chosen before this script ran (it loads after the first paint): take it over.
    if (formRef.current) {
      for (const [name, value] of typedBeforeHydration(formRef.current, Object.keys(defaults))) {
        setValue(name as keyof RegistrationFormInput, value)
      }
    }
    try {
      const stored = window.sessionStorage.getItem(doneKey)
      // The page is static: what this tab already sent can only be known here, after loading.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (stored) setDone(JSON.parse(stored) as SentRequest)
    } catch {
      // No storage (private mode): a reload shows the form again, which sends nothing by itself.
    }
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaults, formRef, setValue])

  async function send(filled: RegistrationFormValues, element: HTMLFormElement) {
    const honeypot = (element.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    const reply = await register(filled, session, { ...captureAttribution(), website: honeypot })
    if (reply.code === 200) {
      const sent = {
        packageName: packageName(packages, filled.package),
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

  /** Back to an empty form, for another clinic's request. */
  function startAgain() {
    try {
      window.sessionStorage.removeItem(doneKey)
    } catch {}
    session.start()
    form.reset()
    setDone(null)
  }

  return {
    form,
    /**
     * The form element's props: useForm's, `data-await-hydration` until this script has taken
     * over (kernel/forms/typed-before-hydration), the send, and the check loaded on first focus.
     */
    formProps: {
      ...form.formProps,
      'data-await-hydration': hydrated ? undefined : '',
      onSubmit: form.handleSubmit(send),
      onFocus: validation.preload,
    },
    price: priceChoice(packages, form.values, vatPercent),
    dialog,
    closeDialog: () => setDialog(null),
    done,
    startAgain,
  }
}
