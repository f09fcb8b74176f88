import { describe, expect, it } from 'vitest'

import { leadFormCheck } from './form-check'
import { leadMessages } from './validation/lead-rules'

describe('the lead form check', () => {
  it('checks the lead form with the same rules as the server', () => {
    const result = leadFormCheck({ fullName: 'ส', phone: '', email: '', orgType: '', extra: '' })
    expect(result.errors?.fullName).toBe(leadMessages.fullNameShort)
    expect(Object.keys(result.errors ?? {}).sort()).toEqual([
      'email',
      'fullName',
      'orgType',
      'phone',
    ])
  })
})
