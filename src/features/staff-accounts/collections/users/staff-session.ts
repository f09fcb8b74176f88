import {
  JWTAuthentication,
  type AuthStrategy,
  type AuthStrategyFunctionArgs,
  type Payload,
} from 'payload'

import type { SecondFactorState } from '@/kernel/access/roles'
import type { drizzleOf } from '@/kernel/db/drizzle'

import { deleteSessions, sessionIdsOf, setUserColumns } from '../../repository'
import {
  activityWriteEveryMs,
  isIdle,
  type SessionInfo,
  staffTokenExpirationSeconds,
} from '../../sessions'
import { twoFactorRoles } from '../../two-factor-policy'

/** A member as the session strategy hands them to the request. */
export type StaffSessionUser = {
  id: number
  role?: string | null
  active?: boolean | null
  twoFactorEnabledAt?: string | null
  sessionInfo?: SessionInfo[] | null
  sessions?: { id: string }[] | null
  collection?: string
  _sid?: string
  _secondFactor?: SecondFactorState
}

type Holder = Parameters<typeof drizzleOf>[1]

/** A staff token's lifetime (collections/users: `auth.tokenExpiration`, in seconds). */
const tokenLifetimeMs = staffTokenExpirationSeconds * 1000

/** Where an ended session is remembered (Payload's key-value store), by its id. */
const endedSessionKey = (sid: string) => `session-ended:${sid}`
/**
 * How long an ended session is remembered: a token lasts at most this long after it was issued or
 * last renewed, and an ended session can no longer be renewed.
 */
const rememberEndedMs = tokenLifetimeMs + 60 * 60_000

/**
 * Whether session `sid` was ended. The session list on the member cannot say so alone: on
 * PostgreSQL, Payload's token renewal reads the whole list in its transaction and writes it back,
 * so a renewal under way while a session is ended writes the ended session back.
 */
export async function sessionEnded(payload: Payload, sid: string): Promise<boolean> {
  return Boolean(await payload.kv.get(endedSessionKey(sid)))
}

/** Forgets the ended sessions no token can name any more. */
async function forgetOldEndings(payload: Payload, now: number) {
  const keys = (await payload.kv.keys()).filter((key) => key.startsWith('session-ended:'))
  for (const key of keys) {
    const ended = await payload.kv.get<{ at: string }>(key)
    if (ended && now - new Date(ended.at).getTime() > rememberEndedMs) await payload.kv.delete(key)
  }
}

/**
 * Ends a member's sessions (`all`, or those in `sids`), but `keep`: each is remembered as ended
 * first (`sessionEnded`, which the strategy checks at every request, so it stays ended whatever
 * writes the member's session list back), then Payload's own entries go and what the account page
 * knew of them with them.
 */
export async function endSessions(
  payload: Payload,
  userId: number | string,
  sids: string[] | 'all',
  keep?: string,
  req?: Holder,
) {
  const ends = (sid: string) => sid !== keep && (sids === 'all' || sids.includes(sid))
  const ended = (await sessionIdsOf(payload, userId, req)).filter(ends)
  const now = Date.now()
  for (const sid of ended) {
    await payload.kv.set(endedSessionKey(sid), { at: new Date(now).toISOString() })
  }
  if (ended.length > 0) await deleteSessions(payload, ended, req)
  const user = (await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    req: req as never,
  })) as unknown as StaffSessionUser
  await setUserColumns(
    payload,
    userId,
    { sessionInfo: (user.sessionInfo ?? []).filter((entry) => !ends(entry.sid)) },
    req,
  )
  if (ended.length > 0) await forgetOldEndings(payload, now)
}

/** Writes a session's entry (its last activity, its second factor) into the member's record. */
export async function updateSessionInfo(
  payload: Payload,
  userId: number | string,
  sid: string,
  change: (entry: SessionInfo | undefined) => SessionInfo,
  req?: Holder,
) {
  const user = (await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    req: req as never,
  })) as unknown as StaffSessionUser
  const open = new Set((user.sessions ?? []).map((session) => session.id))
  const others = (user.sessionInfo ?? []).filter(
    (entry) => entry.sid !== sid && open.has(entry.sid),
  )
  const mine = (user.sessionInfo ?? []).find((entry) => entry.sid === sid)
  await setUserColumns(payload, userId, { sessionInfo: [...others, change(mine)] }, req)
}

/**
 * Every staff request's authentication: Payload's own JWT check (signature, expiry, and a session
 * still on the member's record), then what the staff rules add to it:
 * - a deactivated member is nobody (their sessions are ended as they are deactivated too);
 * - a session unused for a working day (features/staff-accounts/sessions.ts) is ended and refused;
 * - the member is marked with where they stand with the second factor, which kernel/access/by-role.ts
 *   reads: until `passed` (or `none`, when neither their role needs it nor they enrolled), they
 *   reach nothing but the screens that let them pass it.
 * The only strategy left once Payload has started (`onlyStaffSessions`, below).
 */
async function authenticate(args: AuthStrategyFunctionArgs) {
  const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
  const user = result.user as unknown as StaffSessionUser | null
  if (!user || user.collection !== 'users') return result
  if (user.active === false) return { user: null }
  const sid = user._sid
  if (sid && (await sessionEnded(args.payload, sid))) return { user: null }
  const entry = (user.sessionInfo ?? []).find((candidate) => candidate.sid === sid)
  const now = Date.now()
  if (sid && entry && isIdle(entry, now)) {
    await endSessions(args.payload, user.id, [sid])
    return { user: null }
  }
  if (sid && entry && now - new Date(entry.lastActiveAt).getTime() > activityWriteEveryMs) {
    updateSessionInfo(args.payload, user.id, sid, (known) => ({
      ...(known ?? entry),
      lastActiveAt: new Date(now).toISOString(),
    })).catch((error) => args.payload.logger.error({ err: error }, '[staff] last activity'))
  }
  user._secondFactor = await secondFactorState(args.payload, user, Boolean(entry?.secondFactorAt))
  return result
}

/** Where `user` stands with the second factor in a session that has (or has not) passed it. */
export async function secondFactorState(
  payload: Payload,
  user: Pick<StaffSessionUser, 'role' | 'twoFactorEnabledAt'>,
  sessionPassed: boolean,
): Promise<SecondFactorState> {
  const required = (await twoFactorRoles(payload)).includes(user.role as never)
  const enrolled = Boolean(user.twoFactorEnabledAt)
  if (!required && !enrolled) return 'none'
  if (sessionPassed) return 'passed'
  return enrolled ? 'pending' : 'enrol'
}

export const staffSessionName = 'staff-session'
export const staffSessionStrategy: AuthStrategy = { name: staffSessionName, authenticate }

/**
 * Leaves the staff strategy as the only way a token is accepted. Payload appends its own JWT
 * strategy after the configured ones and tries it whenever ours returns no user, so a deactivated
 * member, an idle session or an error half-way through ours would be let in by it, unmarked;
 * ours already runs the same JWT check first. Run from the configuration's onInit.
 */
export function onlyStaffSessions(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.filter(
    (strategy) => strategy.name === staffSessionName,
  )
}
