import type { Endpoint, Payload, PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import { roleOf } from '@/kernel/access/roles'
import { addressHashOf, noteActivity, recordActivity } from '@/kernel/activity/log'
import { clientAddress } from '@/kernel/api/client-address'
import { reply } from '@/kernel/api/http'
import { endpointPipeline } from '@/kernel/api/pipeline'
import { createSharedRateLimiter } from '@/kernel/api/shared-rate-limit'
import { env } from '@/kernel/env'
import { openAtRest, sealAtRest } from '@/kernel/forms/sealed'
import { z } from '@/kernel/validation/zod'

import { twoFactorText as text } from '../../content/two-factor'
import { setUserColumns, spendRecoveryCode, takeTotpStep } from '../../repository'
import { openSessions, type SessionInfo } from '../../sessions'
import {
  acceptTotp,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from '../../totp'
import { twoFactorRoles } from '../../two-factor-policy'
import {
  endSessions,
  sessionEnded,
  updateSessionInfo,
  type StaffSessionUser,
} from './staff-session'

/** What the account's security endpoints read of a member, hidden fields included. */
type Secrets = StaffSessionUser & {
  email: string
  totpSecret?: string | null
  totpPending?: string | null
  totpLastStep?: number | null
  recoveryCodes?: string[] | null
  sessions?: { id: string; createdAt?: string | null; expiresAt?: string | null }[] | null
}

const purpose = 'totp-secret'

async function secretsOf(payload: Payload, id: number | string): Promise<Secrets> {
  return (await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as unknown as Secrets
}

/** Writes a member's security fields straight to the row (no hooks: nothing else changes). */
const writeSecrets = (payload: Payload, id: number | string, data: Partial<Secrets>) =>
  setUserColumns(payload, id, data)

/**
 * Codes are limited as the login is (features/staff-accounts/collections/users/hooks/login-guard.ts): ten tries per member
 * and per address, then one every two minutes, shared by every instance. A guesser of a 6-digit
 * code gets 10 + 30 an hour: about one chance in 25,000 an hour.
 */
const codeLimits = { burst: 10, perHour: 30 }
const limiters = new WeakMap<Payload, ReturnType<typeof createSharedRateLimiter>>()
function codeLimiter(payload: Payload) {
  let limiter = limiters.get(payload)
  if (!limiter) {
    limiter = createSharedRateLimiter(async () => payload, codeLimits, { failOpen: false })
    limiters.set(payload, limiter)
  }
  return limiter
}

async function withinCodeLimit(req: PayloadRequest, userId: number): Promise<boolean> {
  const limiter = codeLimiter(req.payload)
  const [member, address] = await Promise.all([
    limiter.take(`two-factor:${userId}`),
    limiter.take(`two-factor-address:${clientAddress(req.headers)}`),
  ])
  return member && address
}

const json = (body: object, status = 200) =>
  Response.json({ code: status, ...body }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * An endpoint of the member's own account: any signed-in member, whether or not they have passed
 * the second factor yet (`fullyIn` for those that need it passed), on the shared JSON pipeline.
 */
function accountEndpoint<S extends z.ZodType>(
  path: string,
  schema: S,
  handle: (input: z.output<S>, req: PayloadRequest, user: StaffSessionUser) => Promise<Response>,
  { fullyIn = false, admin = false } = {},
): Endpoint {
  return {
    path,
    method: 'post',
    handler: endpointPipeline<PayloadRequest, StaffSessionUser, S>({
      admit: (req) => {
        const user = req.user as unknown as StaffSessionUser | null
        if (!user) return { refused: reply(401, text.signInFirst) }
        if ((fullyIn || admin) && !roleOf(req)) return { refused: reply(403, text.passFirst) }
        if (admin && roleOf(req) !== 'admin') return { refused: reply(403, text.adminOnly) }
        return { admitted: user }
      },
      maxBodyBytes: 4_096,
      schema,
      invalid: (issue) => issue.message,
      handle: (input, { request, admitted }) => handle(input, request, admitted),
      failed: (error) => console.error(`[account] ${path} failed`, error),
    }),
  }
}

const code = z.string().trim().max(20, text.badCode)
const nothing = z.object({})

/** Marks the request's session as past the second factor. */
const passSession = (req: PayloadRequest, user: StaffSessionUser) =>
  user._sid
    ? updateSessionInfo(req.payload, user.id, user._sid, (known) => {
        const now = new Date().toISOString()
        return {
          sid: user._sid!,
          agent: known?.agent ?? '',
          createdAt: known?.createdAt ?? now,
          lastActiveAt: now,
          secondFactorAt: now,
        }
      })
    : Promise.resolve()

export const accountEndpoints: Endpoint[] = [
  accountEndpoint('/two-factor/status', nothing, async (_input, req, user) => {
    const required = (await twoFactorRoles(req.payload)).includes(user.role as never)
    return json({
      required,
      enrolled: Boolean(user.twoFactorEnabledAt),
      state: user._secondFactor ?? 'none',
    })
  }),

  // A new secret to enrol with: kept (encrypted) as pending until a first code confirms it.
  accountEndpoint('/two-factor/setup', nothing, async (_input, req, user) => {
    if (user.twoFactorEnabledAt) return json({ message: text.alreadyEnrolled }, 409)
    const secret = newTotpSecret()
    const member = await secretsOf(req.payload, user.id)
    await writeSecrets(req.payload, user.id, {
      totpPending: sealAtRest(env.PAYLOAD_SECRET, purpose, secret),
    })
    const uri = totpUri(secret, member.email)
    const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return json({
      secret,
      uri,
      qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`,
    })
  }),

  // The first code confirms the app holds the secret: enrolled, this session passed, ten
  // recovery codes shown this once (only their hashes are kept).
  accountEndpoint('/two-factor/enable', z.object({ code }), async ({ code: given }, req, user) => {
    if (user.twoFactorEnabledAt) return json({ message: text.alreadyEnrolled }, 409)
    if (!(await withinCodeLimit(req, user.id))) return json({ message: text.tooManyTries }, 429)
    const member = await secretsOf(req.payload, user.id)
    const secret = openAtRest<string>(env.PAYLOAD_SECRET, purpose, member.totpPending)
    if (!secret) return json({ message: text.setupFirst }, 409)
    const step = acceptTotp(secret, given, null)
    if (step === null) return json({ message: text.badCode }, 400)
    const recoveryCodes = newRecoveryCodes()
    await writeSecrets(req.payload, user.id, {
      totpSecret: sealAtRest(env.PAYLOAD_SECRET, purpose, secret),
      totpPending: null,
      totpLastStep: step,
      twoFactorEnabledAt: new Date().toISOString(),
      recoveryCodes: recoveryCodes.map((recovery) =>
        recoveryCodeHash(env.PAYLOAD_SECRET, recovery),
      ),
    })
    await passSession(req, user)
    await recordActivity(req.payload, {
      kind: 'two-factor-enrolled',
      member: user.id,
      subject: `users/${user.id}`,
      ipHash: addressHashOf(req.payload.secret, req.headers),
    })
    return json({ recoveryCodes })
  }),

  // The sign-in's second step: a code from the app (each accepted once), or a recovery code
  // (each usable once).
  accountEndpoint(
    '/two-factor/verify',
    z.object({ code: code.optional(), recoveryCode: code.optional() }),
    async ({ code: given, recoveryCode }, req, user) => {
      if (!user.twoFactorEnabledAt) return json({ message: text.setupFirst }, 409)
      if (!(await withinCodeLimit(req, user.id))) return json({ message: text.tooManyTries }, 429)
      const member = await secretsOf(req.payload, user.id)
      const ipHash = addressHashOf(req.payload.secret, req.headers)
      let passed = false
      if (recoveryCode) {
        const hashes = member.recoveryCodes ?? []
        const index = matchRecoveryCode(env.PAYLOAD_SECRET, recoveryCode, hashes)
        passed = index >= 0 && (await spendRecoveryCode(req.payload, user.id, hashes, index))
      } else if (given) {
        const secret = openAtRest<string>(env.PAYLOAD_SECRET, purpose, member.totpSecret)
        const step = secret ? acceptTotp(secret, given, member.totpLastStep) : null
        passed = step !== null && (await takeTotpStep(req.payload, user.id, step))
      }
      if (!passed) {
        noteActivity(req.payload, { kind: 'two-factor-failed', member: user.id, ipHash })
        return json({ message: text.badCode }, 400)
      }
      await passSession(req, user)
      noteActivity(req.payload, {
        kind: 'two-factor-passed',
        member: user.id,
        detail: recoveryCode ? 'recovery-code' : 'app',
        ipHash,
      })
      return json({
        recoveryCodesLeft: recoveryCode ? (member.recoveryCodes?.length ?? 1) - 1 : undefined,
      })
    },
  ),

  // An admin resets a member's second factor (a lost phone): they enrol again at their next
  // sign-in, and every session of theirs ends now.
  accountEndpoint(
    '/two-factor/reset',
    z.object({ userId: z.coerce.number().int().positive() }),
    async ({ userId }, req, user) => {
      await writeSecrets(req.payload, userId, {
        totpSecret: null,
        totpPending: null,
        totpLastStep: null,
        twoFactorEnabledAt: null,
        recoveryCodes: [],
      })
      await endSessions(req.payload, userId, 'all')
      await recordActivity(req.payload, {
        kind: 'two-factor-reset',
        member: user.id,
        subject: `users/${userId}`,
        ipHash: addressHashOf(req.payload.secret, req.headers),
      })
      return json({ message: text.resetDone })
    },
    { admin: true },
  ),

  // The member's signed-in sessions, this one first.
  accountEndpoint(
    '/sessions/list',
    nothing,
    async (_input, req, user) => {
      const member = await secretsOf(req.payload, user.id)
      const open = []
      // An ended session a token renewal wrote back to the list is not open (staff-session.ts).
      for (const session of member.sessions ?? []) {
        if (!(await sessionEnded(req.payload, session.id))) open.push(session)
      }
      const sessions = openSessions(open, member.sessionInfo ?? [])
        .map((entry: SessionInfo) => ({
          id: entry.sid.slice(0, 8),
          sid: entry.sid,
          agent: entry.agent,
          createdAt: entry.createdAt,
          lastActiveAt: entry.lastActiveAt,
          current: entry.sid === user._sid,
        }))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
        )
      return json({ sessions })
    },
    { fullyIn: true },
  ),

  accountEndpoint(
    '/sessions/end',
    z.object({ sid: z.string().min(8).max(64) }),
    async ({ sid }, req, user) => {
      await endSessions(req.payload, user.id, [sid])
      noteActivity(req.payload, {
        kind: 'session-ended',
        member: user.id,
        subject: `users/${user.id}`,
        detail: sid === user._sid ? 'this' : 'one',
        ipHash: addressHashOf(req.payload.secret, req.headers),
      })
      return json({ message: text.sessionEnded })
    },
    { fullyIn: true },
  ),

  accountEndpoint(
    '/sessions/end-others',
    nothing,
    async (_input, req, user) => {
      await endSessions(req.payload, user.id, 'all', user._sid)
      noteActivity(req.payload, {
        kind: 'session-ended',
        member: user.id,
        subject: `users/${user.id}`,
        detail: 'others',
        ipHash: addressHashOf(req.payload.secret, req.headers),
      })
      return json({ message: text.othersEnded })
    },
    { fullyIn: true },
  ),
]
