import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'

import type { CheckResult, FieldErrors } from './lazy-check'

/**
 * When a field's message shows: `onTouched` once the visitor has left the field (then as they
 * correct it), `onChange` as soon as they change it. Every message shows after a send attempt.
 */
type FormMode = 'onTouched' | 'onChange'

type Options<TInput, TOutput> = {
  /** The fields and their first values, as the server renders them. */
  defaults: TInput
  check: (values: TInput) => Promise<CheckResult<TInput, TOutput>>
  mode: FormMode
  /** Messages to show from the start (the server's, for a form sent without a script). */
  initialErrors?: FieldErrors<TInput>
}

type Name<TInput> = keyof TInput & string

type Listed = Element & { value: string }

/**
 * The state of one of the site's forms, with the browser's own fields as the source of truth:
 * the inputs are uncontrolled (they keep what was typed before the page's script ran), the form
 * listens to their changes in one place, and each check runs the server's schema over the values
 * read from the form: what react-hook-form gave the two forms, in a fraction of its size.
 */
export function useForm<TInput extends Record<string, unknown>, TOutput>({
  defaults,
  check,
  mode,
  initialErrors,
}: Options<TInput, TOutput>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<TInput>(defaults)
  const [problems, setProblems] = useState<FieldErrors<TInput> | null>(initialErrors ?? null)
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => new Set(Object.keys(initialErrors ?? {})),
  )
  const [isSubmitting, setSubmitting] = useState(false)
  // A check answers asynchronously (the schema may still be loading): only the latest counts.
  const sequence = useRef(0)
  const names = Object.keys(defaults) as Name<TInput>[]

  const read = (): TInput => {
    const current: Record<string, unknown> = { ...defaults }
    const form = formRef.current
    for (const name of names) {
      const element = form?.elements.namedItem(name) as Listed | RadioNodeList | null
      if (element) current[name] = element.value
    }
    return current as TInput
  }

  const validate = async (current: TInput) => {
    const turn = ++sequence.current
    const result = await check(current)
    if (turn === sequence.current) setProblems(result.errors ?? {})
    return result
  }

  const reveal = (name: string) =>
    setShown((before) => (before.has(name) ? before : new Set(before).add(name)))

  const isField = (name: string): name is Name<TInput> => (names as string[]).includes(name)

  // With messages as the visitor types, whether the form can be sent is known from the start.
  const checksOnMount = mode === 'onChange'
  useEffect(() => {
    if (checksOnMount) void validate(read())
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checksOnMount])

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<Listed> & { name?: string }).name ?? ''
    if (!isField(name)) return
    const current = read()
    setValues(current)
    if (mode === 'onChange') reveal(name)
    void validate(current)
  }

  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name ?? ''
    if (!isField(name)) return
    if (mode === 'onTouched') reveal(name)
    void validate(read())
  }

  /** The form's onSubmit: checks every field, then sends, or takes the visitor to the first error. */
  const handleSubmit =
    (send: (data: TOutput, form: HTMLFormElement) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      setShown(new Set(names))
      setSubmitting(true)
      try {
        const result = await validate(read())
        if (result.errors) {
          const failed = result.errors
          const first = Array.from(form.elements).find((element) => {
            const name = element.getAttribute('name') ?? ''
            return isField(name) && Boolean(failed[name])
          }) as HTMLElement | undefined
          first?.focus()
          return
        }
        await send(result.data as TOutput, form)
      } finally {
        setSubmitting(false)
      }
    }

  /** Sets a field as if the visitor had chosen `value` (a radio button checks the matching one). */
  const setValue = useCallback(
    (name: Name<TInput>, value: string) => {
      const element = formRef.current?.elements.namedItem(name) as Listed | RadioNodeList | null
      if (element instanceof RadioNodeList) {
        // Each radio button's own `checked`, not the group's value: React notices a change by
        // the value it last saw set on each button, and a button unchecked by the browser (a
        // sibling was checked) would still count as checked, so choosing it again later would
        // fire no change.
        for (const radio of element) {
          if (radio instanceof HTMLInputElement) radio.checked = radio.value === value
        }
      } else if (element) element.value = value
      setValues(read())
    },
    // read() only reads the form through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  /**
   * Takes the fields as they are now (a served form's values, put in by a take-over) as the
   * form's state, with the messages of `reveal` showing.
   */
  const adopt = useCallback(
    (revealed: string[]) => {
      const current = read()
      setValues(current)
      setShown((before) => new Set([...before, ...revealed]))
      void validate(current)
    },
    // read() and validate() only read the form through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  /** Back to the first values, with no message showing (a sent form, ready for the next one). */
  const reset = () => {
    formRef.current?.reset()
    setValues(defaults)
    setShown(new Set())
    if (checksOnMount) void validate(defaults)
    else setProblems(null)
  }

  const errors: FieldErrors<TInput> = {}
  for (const name of names) {
    if (shown.has(name) && problems?.[name]) errors[name] = problems[name]
  }

  return {
    formRef: formRef as RefObject<HTMLFormElement>,
    formProps: { ref: formRef, noValidate: true, onChange, onBlur },
    values,
    errors,
    /** Whether the latest check passed; false until a check has run. */
    isValid: problems !== null && Object.keys(problems).length === 0,
    isSubmitting,
    handleSubmit,
    setValue,
    adopt,
    reset,
    /** An input's uncontrolled props: its name and first value. */
    field: (name: Name<TInput>) => ({ name, defaultValue: String(defaults[name] ?? '') }),
    /** A radio button's props for one of the field's options. */
    option: (name: Name<TInput>, value: string) => ({
      name,
      value,
      defaultChecked: defaults[name] === value,
    }),
  }
}
