import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { roleOf, staffUser, type Role } from '@/kernel/access/roles'

/**
 * What each staff role (kernel/access/roles.ts) may do (docs/architecture.md has the whole table):
 * - admin: everything, and the only role that manages users;
 * - marketing: the site's content (the page documents, campaign pages, redirects, articles,
 *   media) and the consent statistics; no personal data of leads;
 * - sales: leads and registrations; reads articles and media, changes neither, and none of the
 *   page documents beyond what the public site shows.
 * Every collection names its rules with these helpers, so the rules read the same everywhere.
 */

/** Access for the staff members whose role is one of `allowed`. */
export function hasRole(...allowed: Role[]): Access {
  return ({ req }) => {
    const role = roleOf(req)
    return role !== null && allowed.includes(role)
  }
}

/** The same rule for one field. */
export function fieldHasRole(...allowed: Role[]): FieldAccess {
  return ({ req }) => {
    const role = roleOf(req)
    return role !== null && allowed.includes(role)
  }
}

/** Admins reach every user; everyone else only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  const user = staffUser(req)
  if (!user) return false
  if (roleOf(req) === 'admin') return true
  return { id: { equals: user.id } }
}

/** Who sees leads, registrations and their exports: the people who call them. */
export const salesTeam = hasRole('admin', 'sales')
/** Who writes the site's content. */
export const contentTeam = hasRole('admin', 'marketing')
export const adminOnly = hasRole('admin')

/**
 * The collections whose documents each role edits in the admin (and may therefore hold or take
 * over an editing lock on); every member also edits their own account.
 */
export const editedCollections: Record<Role, readonly string[] | 'all'> = {
  admin: 'all',
  marketing: ['articles', 'media', 'pages', 'redirects', 'experiments', 'ad-spend'],
  sales: ['leads', 'registrations'],
}

/** The same for globals: the site's content documents are the content team's. */
export const editedGlobals: Record<Role, readonly string[] | 'all'> = {
  admin: 'all',
  marketing: ['home-page', 'pricing', 'site-settings', 'privacy-notice', 'register-page'],
  sales: [],
}

/** The same rule as `adminOnly`, for the places that take a plain predicate (jobs access). */
export const isAdmin = ({ req }: { req: Pick<PayloadRequest, 'user'> }): boolean =>
  roleOf(req) === 'admin'
