import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepFieldErrors } from './field-error'

/** An error as another copy of Payload's classes makes it: its own class, not the formatter's. */
function refused(overrides: Record<string, unknown> = {}) {
  return Object.assign(new Error('ช่องต่อไปนี้ไม่ถูกต้อง: รหัสผ่าน'), {
    status: 400,
    data: {
      collection: 'users',
      errors: [{ path: 'password', label: { th: 'รหัสผ่าน' }, message: 'ใช้กันทั่วไป' }],
    },
    ...overrides,
  })
}

const run = (error: Error, result = { errors: [{ message: error.message }] }) =>
  keepFieldErrors({ error, result } as unknown as AfterErrorHookArgs)

describe('keepFieldErrors', () => {
  it('puts back the fields the formatter dropped', () => {
    const error = refused()
    expect(run(error)).toEqual({
      response: {
        errors: [{ name: 'ValidationError', data: error.data, message: error.message }],
      },
    })
  })

  it('leaves what Payload formatted, masked, or that lists no fields', () => {
    const formatted = refused()
    expect(
      run(formatted, {
        errors: [{ message: formatted.message, data: formatted.data } as { message: string }],
      }),
    ).toBeUndefined()
    expect(run(refused({ isPublic: false }))).toBeUndefined()
    expect(run(refused({ status: 500 }))).toBeUndefined()
    expect(run(refused({ data: { errors: [] } }))).toBeUndefined()
    expect(run(refused({ data: { errors: [{ message: 'no path' }] } }))).toBeUndefined()
    expect(run(refused({ data: null }))).toBeUndefined()
  })
})
