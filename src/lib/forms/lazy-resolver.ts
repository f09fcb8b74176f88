import type { FieldValues, Resolver } from 'react-hook-form'

/** What a form's validation module (schema-resolvers.ts) gives, once fetched. */
type Load<TInput extends FieldValues, TOutput> = () => Promise<Resolver<TInput, unknown, TOutput>>

/**
 * A react-hook-form resolver whose schema, and zod with it, is fetched the first time the form
 * validates instead of with the page: zod is by far the largest library a form page would load
 * (about 100 KB compressed; bundlers cannot tree-shake it), and a visitor reading the page never
 * needs it. `preload` starts the fetch early, when the visitor first touches the form.
 *
 * Should the fetch fail (the connection dropped), the form is sent unchecked rather than stuck:
 * the server validates with the same schema and its 400 names the field in Thai.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(load: Load<TInput, TOutput>) {
  let loading: ReturnType<Load<TInput, TOutput>> | null = null
  const fetchOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }

  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TInput, unknown, TOutput>
    try {
      resolve = await fetchOnce()
    } catch {
      return { values: values as unknown as TOutput, errors: {} }
    }
    return resolve(values, context, options)
  }

  return {
    resolver,
    preload: () => {
      fetchOnce().catch(() => {})
    },
  }
}
