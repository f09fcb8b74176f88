import type { Payload } from 'payload'

import type { Role } from '@/kernel/access/roles'
import { env } from '@/kernel/env'
import { provide, provided } from '@/kernel/runtime.mjs'

/**
 * The roles that must pass a second factor: TWO_FACTOR_REQUIRED_ROLES, and those the admin's
 * setting (features/staff-accounts/globals/security-settings.ts) adds to them; the setting never lowers what the
 * environment requires. Read on every authenticated request, so kept for a few seconds in memory;
 * saving the setting forgets it here at once (other instances within the few seconds).
 */
const keepMs = 5_000

export function forgetTwoFactorRoles() {
  provide('twoFactorRoles', undefined)
}

export async function twoFactorRoles(payload: Payload, now = Date.now()): Promise<Role[]> {
  const kept = provided('twoFactorRoles')
  if (kept && now - kept.at < keepMs) return kept.roles
  const saved = (await payload.findGlobal({
    slug: 'security-settings',
    depth: 0,
    overrideAccess: true,
  })) as { twoFactorRoles?: Role[] | null; updatedAt?: string | null }
  const floor = env.TWO_FACTOR_REQUIRED_ROLES as Role[]
  const roles = saved.updatedAt ? [...new Set([...floor, ...(saved.twoFactorRoles ?? [])])] : floor
  provide('twoFactorRoles', { roles, at: now })
  return roles
}
