// Our Thai error messages reach the admin's screen in the production bundle too. Payload words an
// error by its `name`, which its constructor takes from the class name: minified to nothing in
// some of the production build's chunks (the deactivated member's login said "An unknown error
// occurred."). Simulated here by taking the class's name away.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { APIError, formatErrors } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { publicError } from '@/kernel/api/public-error'

const root = path.resolve(import.meta.dirname, '../..')
const originalName = Object.getOwnPropertyDescriptor(APIError, 'name')!

function withMinifiedName() {
  Object.defineProperty(APIError, 'name', { value: '', configurable: true })
}

/** Payload's wording of an error for a REST reply. */
const format = (error: Error) => formatErrors(error as Parameters<typeof formatErrors>[0])

afterEach(() => {
  Object.defineProperty(APIError, 'name', originalName)
})

describe('public errors', () => {
  it('keep their message when the class name is minified away', () => {
    withMinifiedName()
    // The failure this guards against: a plain APIError loses its message.
    expect(format(new APIError('ข้อความ', 401, undefined, true))).toEqual({
      errors: [{ message: 'An unknown error occurred.' }],
    })
    const error = publicError('บัญชีนี้ถูกปิดการใช้งานแล้ว', 401)
    expect(error.status).toBe(401)
    expect(error.isPublic).toBe(true)
    expect(format(error)).toEqual({ errors: [{ message: 'บัญชีนี้ถูกปิดการใช้งานแล้ว' }] })
  })

  it('are all made by publicError: no `new APIError(` elsewhere in src', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (/\.(ts|tsx|mjs)$/.test(name) && !file.endsWith('public-error.ts')) {
          if (/new APIError\(/.test(readFileSync(file, 'utf8')))
            offenders.push(path.relative(root, file))
        }
      }
    }
    walk(path.join(root, 'src'))
    expect(offenders).toEqual([])
  })
})
