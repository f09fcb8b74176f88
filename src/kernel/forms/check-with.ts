// A form's validation from its zod schema. Each form's check module (leads/form-check.ts,
// registrations/form-check.ts) is fetched on demand through lazyCheck (lazy-check.ts): the only
// module of a form that brings zod to the browser. The schemas are the server's own.
import type { z } from 'zod'

import type { FieldCheck, FieldErrors } from './lazy-check'

/**
 * A form's check from its schema: the parsed values, or the first message for each field that
 * fails (the one a person fixes first), keyed by the field's name.
 */
export function checkWith<TSchema extends z.ZodType>(
  schema: TSchema,
): FieldCheck<z.input<TSchema>, z.output<TSchema>> {
  return (values) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { data: parsed.data, errors: null }
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '')
      errors[name] ??= issue.message
    }
    return { data: null, errors: errors as FieldErrors<z.input<TSchema>> }
  }
}
