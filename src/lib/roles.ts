import type { PayloadRequest } from 'payload'

/**
 * The staff roles (what each may do is in access/roles.ts, which builds Payload's access rules
 * on these): admin, marketing, sales.
 */
export const roles = ['admin', 'marketing', 'sales'] as const
export type Role = (typeof roles)[number]

/** The role of the request's staff member, if logged in. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  const role = (req.user as { role?: unknown } | null | undefined)?.role
  return roles.includes(role as Role) ? (role as Role) : null
}
