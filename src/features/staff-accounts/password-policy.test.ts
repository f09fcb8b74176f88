import { describe, expect, it } from 'vitest'

import { passwordMessages, passwordProblem } from './password-policy'

describe('staff passwords', () => {
  it('are at least 12 characters', () => {
    expect(passwordProblem('short-pw1', 'somchai@clinic.example')).toBe(passwordMessages.short)
    expect(passwordProblem('รหัสผ่านยาวพอแล้ว', 'somchai@clinic.example')).toBeNull()
  })

  it('are not among the most common, whatever their case', () => {
    expect(passwordProblem('password1234')).toBe(passwordMessages.common)
    expect(passwordProblem('QwertyUiop123')).toBe(passwordMessages.common)
    expect(passwordProblem('1234567890123')).toBe(passwordMessages.common)
  })

  it('do not contain the member’s e-mail name', () => {
    expect(passwordProblem('Somchai-clinic-2569', 'somchai@clinic.example')).toBe(
      passwordMessages.emailName,
    )
    expect(passwordProblem('tea-garden-lantern', 'somchai@clinic.example')).toBeNull()
  })
})
