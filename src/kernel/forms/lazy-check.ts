/** A field's message by field name; only the fields that fail are present. */
export type FieldErrors<TInput> = Partial<Record<keyof TInput & string, string>>

export type CheckResult<TInput, TOutput> =
  { data: TOutput; errors: null } | { data: null; errors: FieldErrors<TInput> }

/** A form's validation: its values as typed in, checked with the server's own schema. */
export type FieldCheck<TInput, TOutput> = (values: TInput) => CheckResult<TInput, TOutput>

/**
 * A form's check whose schema, and zod with it, is fetched the first time the form validates
 * instead of with the page: zod is by far the largest library a form page would load (about
 * 100 KB compressed; bundlers cannot tree-shake it), and a visitor reading the page never needs
 * it. `preload` starts the fetch early, when the visitor first touches the form.
 *
 * Should the fetch fail (the connection dropped), the form is sent unchecked rather than stuck:
 * the server validates with the same schema and its 400 names the field in Thai.
 */
export function lazyCheck<TInput, TOutput>(load: () => Promise<FieldCheck<TInput, TOutput>>) {
  let loading: Promise<FieldCheck<TInput, TOutput>> | null = null
  const fetchOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }

  const check = async (values: TInput): Promise<CheckResult<TInput, TOutput>> => {
    let run: FieldCheck<TInput, TOutput>
    try {
      run = await fetchOnce()
    } catch {
      return { data: values as unknown as TOutput, errors: null }
    }
    return run(values)
  }

  return {
    check,
    preload: () => {
      fetchOnce().catch(() => {})
    },
  }
}
