import { describe, expect, it } from 'vitest'

import { roleOf, staffUser, standingOf } from './roles'

const req = (user: Record<string, unknown> | null) => ({ user }) as Parameters<typeof roleOf>[0]

describe('the staff role of a request', () => {
  it('is the role of a member the staff strategy let through', () => {
    for (const state of ['none', 'passed']) {
      expect(
        roleOf(req({ id: 1, role: 'sales', _strategy: 'local-jwt', _secondFactor: state })),
      ).toBe('sales')
    }
  })

  it('is none while the second factor is owed', () => {
    for (const state of ['pending', 'enrol']) {
      const owing = req({ id: 1, role: 'admin', _strategy: 'local-jwt', _secondFactor: state })
      expect(roleOf(owing)).toBeNull()
      expect(staffUser(owing)).toBeNull()
    }
  })

  it('is none for a user a request authenticated without the staff strategy’s mark', () => {
    const unmarked = req({ id: 1, role: 'admin', _strategy: 'local-jwt' })
    expect(staffUser(unmarked)).toBeNull()
    expect(roleOf(unmarked)).toBeNull()
  })

  it('trusts a user the server hands to the Local API itself, and has none for nobody', () => {
    expect(roleOf(req({ id: 1, role: 'marketing' }))).toBe('marketing')
    expect(roleOf(req(null))).toBeNull()
    expect(roleOf(req({ id: 1, role: 'owner', _secondFactor: 'none' }))).toBeNull()
  })
})

describe('the door’s standing of a user', () => {
  it('refuses a deactivated member, one without a staff role, and a user of another collection', () => {
    const passed = { _strategy: 'local-jwt', _secondFactor: 'passed' as const }
    expect(standingOf({ id: 1, role: 'admin', ...passed })).toBe('admitted')
    expect(standingOf({ id: 1, role: 'admin', active: false, ...passed })).toBe('refused')
    expect(standingOf({ id: 1, role: 'admin', active: false })).toBe('refused')
    expect(standingOf({ id: 1, role: 'owner', ...passed })).toBe('refused')
    expect(standingOf({ id: 1, role: 'admin', collection: 'customers', ...passed })).toBe('refused')
    expect(
      standingOf({ id: 1, role: 'sales', _strategy: 'local-jwt', _secondFactor: 'enrol' }),
    ).toBe('second-factor')
    expect(standingOf(null)).toBe('anonymous')
  })
})
