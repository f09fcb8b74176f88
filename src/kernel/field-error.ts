import { type AfterErrorHook, type PayloadRequest, ValidationError } from 'payload'

/**
 * A value a hook refuses, said as a person reads it: the admin highlights the field with
 * `message` beside it, and the toast names the field by its label in the member's language
 * ("ช่องต่อไปนี้ไม่ถูกต้อง: รหัสผ่าน") instead of Payload's English default with the field's path.
 */
export function fieldRefused(
  req: PayloadRequest | undefined,
  refused: {
    collection?: string
    path: string
    label: string | Record<string, string>
    message: string
  },
): ValidationError {
  const { collection, path, label, message } = refused
  return new ValidationError(
    { collection, errors: [{ path, label, message }], ...(req ? { req } : {}) },
    req?.t,
  )
}

/**
 * Payload's afterError hook: a field our hooks refused keeps its path, label and reason in the
 * REST reply, so the admin highlights the field with its reason. In the production build our
 * hooks and Payload's error formatter load different copies of the error classes (and minified
 * class names), so neither the formatter's `instanceof` nor the error's `name` recognises it and
 * the reply carried the message alone (seen: `{"errors":[{"message":…}]}`). Recognised here by
 * its shape: a 400 whose data lists fields.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { data, isPublic, message, status } = error as Error & {
    data?: { errors?: { path?: unknown; message?: unknown }[] }
    isPublic?: boolean
    status?: number
  }
  const fields = data?.errors
  // What Payload masks stays masked.
  if (status !== 400 || isPublic === false || !result) return undefined
  if (!Array.isArray(fields) || fields.length === 0) return undefined
  if (!fields.every((field) => typeof field?.path === 'string')) return undefined
  if (result.errors?.some((entry) => 'data' in entry && entry.data)) return undefined
  return { response: { ...result, errors: [{ name: 'ValidationError', data, message }] } }
}
