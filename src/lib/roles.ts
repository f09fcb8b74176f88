import type { PayloadRequest } from 'payload'

/**
 * The staff roles (what each may do is in access/roles.ts, which builds Payload's access rules
 * on these): admin, marketing, sales.
 */
export const roles = ['admin', 'marketing', 'sales'] as const
export type Role = (typeof roles)[number]

/**
 * Where a signed-in member stands with the second factor, as the staff session strategy
 * (collections/users/staff-session.ts) marks the request's user: `none` (not needed), `passed`,
 * `pending` (enrolled, code not given yet in this session) or `enrol` (needed, not set up).
 */
export type SecondFactorState = 'none' | 'passed' | 'pending' | 'enrol'

type MarkedUser = { _secondFactor?: SecondFactorState; _strategy?: string }

/**
 * The request's staff member, if signed in and past the second factor when it is needed. A user
 * that a request's authentication produced (Payload names its strategy in `_strategy`) counts only
 * with the staff strategy's mark: one authenticated any other way, or by a strategy that failed
 * half-way, is nobody. A user object the server itself passes to the Local API (no strategy) is
 * trusted as it is.
 */
export function staffUser(req: Pick<PayloadRequest, 'user'>) {
  const user = req.user as (MarkedUser & NonNullable<PayloadRequest['user']>) | null | undefined
  if (!user) return null
  const state = user._secondFactor
  if (user._strategy !== undefined && state === undefined) return null
  return state === 'pending' || state === 'enrol' ? null : user
}

/**
 * The role of the request's staff member, if signed in (and past the second factor when their
 * role needs one: until then they have no role, so every rule of access/roles.ts refuses them).
 */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  const role = (staffUser(req) as { role?: unknown } | null)?.role
  return roles.includes(role as Role) ? (role as Role) : null
}
