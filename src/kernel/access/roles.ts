import type { PayloadRequest } from 'payload'

/**
 * The staff roles (what each may do is in kernel/access/by-role.ts, which builds Payload's access rules
 * on these): admin, marketing, sales.
 */
export const roles = ['admin', 'marketing', 'sales'] as const
export type Role = (typeof roles)[number]

/** Each role's name on the staff screens and in the activity log. */
export const roleLabels: Record<Role, { th: string; en: string }> = {
  admin: { th: 'ผู้ดูแลระบบ', en: 'Admin' },
  marketing: { th: 'การตลาด', en: 'Marketing' },
  sales: { th: 'ฝ่ายขาย', en: 'Sales' },
}

/**
 * Where a signed-in member stands with the second factor, as the staff session strategy
 * (features/staff-accounts/collections/users/staff-session.ts) marks the request's user: `none` (not needed), `passed`,
 * `pending` (enrolled, code not given yet in this session) or `enrol` (needed, not set up).
 */
export type SecondFactorState = 'none' | 'passed' | 'pending' | 'enrol'

/**
 * Where the user of a request stands at the door every Payload surface passes (kernel/access/door.ts):
 * - `admitted`: an active member with a role, past the second factor where their role needs it;
 * - `second-factor`: an active member who still owes the second factor in this session: only the
 *   screens and calls that let them pass it are open;
 * - `refused`: anyone else with a user object (deactivated, without a role, from another
 *   collection, or authenticated without the staff strategy's mark);
 * - `anonymous`: no user; the public rules apply.
 */
export type Standing = 'admitted' | 'second-factor' | 'refused' | 'anonymous'

type DoorUser = {
  id?: unknown
  collection?: unknown
  active?: unknown
  role?: unknown
  _secondFactor?: SecondFactorState
  _strategy?: string
}

/**
 * The one answer to "may this user act at all": active, a staff role, and past the second factor
 * where it is needed. A user that a request's authentication produced (Payload names its strategy
 * in `_strategy`) counts only with the staff strategy's mark; a user object the server hands to the
 * Local API itself (a job acting for the member who queued it, reloaded from the database) has no
 * strategy and counts while it is active and has a role: whether it passed the second factor was
 * checked where the work was queued, through this same door.
 */
export function standingOf(user: DoorUser | null | undefined): Standing {
  if (!user) return 'anonymous'
  if (user.collection !== undefined && user.collection !== 'users') return 'refused'
  if (user.active === false) return 'refused'
  if (!roles.includes(user.role as Role)) return 'refused'
  const state = user._secondFactor
  if (user._strategy === undefined) return 'admitted'
  if (state === 'none' || state === 'passed') return 'admitted'
  if (state === 'pending' || state === 'enrol') return 'second-factor'
  return 'refused'
}

/** The request's staff member when the door admits them (see `standingOf`), otherwise null. */
export function staffUser(req: Pick<PayloadRequest, 'user'>) {
  const user = req.user as (DoorUser & NonNullable<PayloadRequest['user']>) | null | undefined
  return standingOf(user) === 'admitted' ? user! : null
}

/**
 * The role of the request's staff member when the door admits them (a member who still owes the
 * second factor has no role until they pass it, so every rule of kernel/access/by-role.ts refuses them).
 */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  const user = staffUser(req) as { role?: unknown } | null
  return user ? (user.role as Role) : null
}
