import type {
  CollectionAfterChangeHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { activityLogSlug, addressHashOf, noteActivity } from '@/kernel/activity/log'
import { publicError } from '@/kernel/api/public-error'
import { fieldRefused } from '@/kernel/field-error'

import { reassignOpenWork } from '@/features/sales'

import { staffSecurityText as text } from '../../../content/security'
import { passwordProblem } from '../../../password-policy'
import { agentFamily } from '../../../sessions'
import {
  endSessions,
  secondFactorState,
  updateSessionInfo,
  type StaffSessionUser,
} from '../staff-session'

type UserDoc = {
  id: number
  email?: string | null
  role?: string | null
  active?: boolean | null
}

const passwordLabel = { th: 'รหัสผ่าน', en: 'Password' }

const passwordError = (req: PayloadRequest, message: string) =>
  fieldRefused(req, { collection: 'users', path: 'password', label: passwordLabel, message })

/**
 * Before a member is written: the password rules (features/staff-accounts/password-policy.ts) for a new
 * password, and what a deactivation does to the record itself (no longer available for leads, no
 * password-reset link left working). What it does elsewhere follows in `afterChange`.
 */
export const checkStaffChange: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (typeof data.password === 'string' && data.password !== '') {
    const problem = passwordProblem(data.password, data.email ?? originalDoc?.email)
    if (problem) throw passwordError(req, problem)
    if (operation === 'update') req.context.staffPasswordChanged = true
  }
  if (operation === 'update' && data.active === false && originalDoc?.active !== false) {
    data.available = false
    data.deactivatedAt = new Date().toISOString()
    data.resetPasswordToken = null
    data.resetPasswordExpiration = null
  }
  if (operation === 'update' && data.active === true && originalDoc?.active === false) {
    data.deactivatedAt = null
  }
  return data
}

/**
 * After a member changed: a new password, a new role or a deactivation ends their sessions (a
 * member who changed their own password keeps the one they did it from); a deactivation hands
 * their open leads and registrations back to the rules; each is recorded in the activity log.
 */
export const afterStaffChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'create') {
    noteActivity(req.payload, {
      kind: 'member-created',
      member: req.user ? Number(req.user.id) : null,
      subject: `users/${doc.id}`,
      detail: String((doc as UserDoc).role ?? '-'),
      ipHash: addressHashOf(req.payload.secret, req.headers),
    })
    return doc
  }
  if (operation !== 'update') return doc
  const before = previousDoc as UserDoc
  const after = doc as UserDoc
  const actor = req.user ? Number(req.user.id) : null
  const ipHash = addressHashOf(req.payload.secret, req.headers)
  const subject = `users/${after.id}`
  const roleChanged = before.role !== after.role
  const deactivated = before.active !== false && after.active === false
  const reactivated = before.active === false && after.active !== false
  // In the update's own transaction: Payload has just rewritten the session rows in it.
  if (deactivated || roleChanged) {
    await endSessions(req.payload, after.id, 'all', undefined, req)
  } else if (req.context?.staffPasswordChanged) {
    const self = req.user && Number(req.user.id) === after.id
    const keep = self ? (req.user as unknown as StaffSessionUser)._sid : undefined
    await endSessions(req.payload, after.id, 'all', keep, req)
  }
  if (roleChanged) {
    noteActivity(req.payload, {
      kind: 'role-changed',
      member: actor,
      subject,
      detail: `${before.role ?? '-'} → ${after.role ?? '-'}`,
      ipHash,
    })
  }
  if (deactivated) {
    const moved = await reassignOpenWork(req.payload, after.id, req)
    noteActivity(req.payload, {
      kind: 'deactivated',
      member: actor,
      subject,
      detail: text.handedOver(moved),
      ipHash,
    })
  }
  if (reactivated)
    noteActivity(req.payload, { kind: 'reactivated', member: actor, subject, ipHash })
  return doc
}

/** A deactivated member cannot sign in, whatever their password. */
export const refuseDeactivated: CollectionBeforeLoginHook = ({ user }) => {
  if ((user as UserDoc).active === false) {
    throw publicError(text.deactivatedLogin, 401)
  }
  return user
}

/**
 * A deactivated member gets no password-reset e-mail: the request is answered as any other (it
 * reveals nothing), the e-mail is not sent, and the reset itself refuses them (below).
 */
export const noResetForDeactivated: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'forgotPassword') return args
  const email = String(args.data?.email ?? '').trim()
  if (!email) return args
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ email: { equals: email.toLowerCase() } }, { active: { equals: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length > 0) args.disableEmail = true
  return args
}

/** A new password set through a reset link follows the same rules as any other. */
export const checkResetPassword: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const password = String(args.data?.password ?? '')
  const token = String(args.data?.token ?? '')
  const { docs } = token
    ? await req.payload.find({
        collection: 'users',
        where: { resetPasswordToken: { equals: token } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
    : { docs: [] }
  if ((docs[0] as UserDoc | undefined)?.active === false) {
    throw publicError(text.deactivatedLogin, 403)
  }
  const problem = passwordProblem(password, (docs[0] as UserDoc | undefined)?.email)
  if (problem) throw passwordError(req, problem)
  if (docs[0]) req.context.staffPasswordChanged = true
  return args
}

/** The session id a token Payload just signed carries (its own payload, already trusted). */
function sessionIdOf(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

/**
 * A sign-in: what the account page shows of the new session (its browser and device family,
 * when it started), and an entry in the activity log with the hashed address.
 */
export const noteSignIn: CollectionAfterLoginHook = async ({ req, user, token }) => {
  // The rest of the sign-in (the reply's fields) sees the member as their new session is: not
  // past a second factor that is needed (kernel/access/roles.ts refuses an unmarked user from a request).
  const marked = user as StaffSessionUser
  marked._secondFactor = await secondFactorState(req.payload, marked, false)
  if (req.user && req.user !== user) {
    ;(req.user as unknown as StaffSessionUser)._secondFactor = marked._secondFactor
  }
  const sid = token ? sessionIdOf(token) : undefined
  if (sid) {
    const now = new Date().toISOString()
    await updateSessionInfo(
      req.payload,
      user.id,
      sid,
      () => ({
        sid,
        agent: agentFamily(req.headers.get('user-agent')),
        createdAt: now,
        lastActiveAt: now,
        secondFactorAt: null,
      }),
      req,
    )
  }
  noteActivity(req.payload, {
    kind: 'sign-in',
    member: Number(user.id),
    ipHash: addressHashOf(req.payload.secret, req.headers),
  })
  return user
}

/** A failed sign-in: the account it was for (when there is one) and the hashed address. */
export const noteFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  const isLogin = /\/users\/login\/?$/.test(new URL(req.url ?? 'http://x/').pathname)
  const status = (error as { status?: number }).status
  if (!isLogin || (status !== 401 && status !== 403)) return
  const email = String((req.data as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()
  const { docs } = email
    ? await req.payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  noteActivity(req.payload, {
    kind: 'sign-in-failed',
    member: docs[0] ? Number(docs[0].id) : null,
    ipHash: addressHashOf(req.payload.secret, req.headers),
  })
}

/**
 * A member whose name is on the history of leads or registrations, or on the activity log, is
 * deactivated, not deleted: the history keeps who did what (and the log's chain hashes each
 * entry's member, which a deletion would clear).
 */
export const keepHistoryAuthors: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const histories = [
    { collection: 'leads', where: { 'activity.by': { equals: id } } },
    { collection: 'registrations', where: { 'activity.by': { equals: id } } },
    { collection: activityLogSlug, where: { member: { equals: id } } },
  ] as const
  for (const { collection, where } of histories) {
    const { totalDocs } = await req.payload.count({ collection, where, overrideAccess: true, req })
    if (totalDocs > 0) throw publicError(text.deleteRefused, 409)
  }
}
