import {
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type Payload,
} from 'payload'

import { clientAddress } from '@/kernel/api/client-address'
import { publicError } from '@/kernel/api/public-error'
import type { TokenBucketOptions } from '@/kernel/api/rate-limit'
import { createSharedRateLimiter } from '@/kernel/api/shared-rate-limit'

/**
 * How staff logins resist guessing without a lock anyone could trigger (OWASP ASVS 5.0 V6.3:
 * anti-automation that does not become a denial of service against the real user):
 * - per address: 4 tries, then one every 5 minutes; a successful login clears the count. A
 *   refused try is answered 429 with how long to wait.
 * - per account, from every address together: 10 tries, then one every 2 minutes at full speed;
 *   past that each try is answered only after a delay, so a guesser spread over many addresses
 *   is slowed down, while the staff member, from their own address, still gets in (after the
 *   same short wait at worst). A successful login clears it.
 * Payload's own account lock is off (maxLoginAttempts 0): five wrong passwords from anywhere
 * locked the account for everyone. A password-reset request has the same per-address allowance.
 */
export const loginGuardLimits = {
  address: { burst: 4, perHour: 12 },
  account: { burst: 10, perHour: 30 },
} satisfies Record<string, TokenBucketOptions>

/** The wait added to a try at an account whose allowance is spent. */
export const accountSlowDownMs = 3_000

const minutesPerTry = Math.round(60 / loginGuardLimits.address.perHour)

export const loginGuardMessage = `พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอประมาณ ${minutesPerTry} นาทีแล้วลองใหม่`

/** The 429 the login screen shows as it is (kernel/api/public-error.ts). */
const loginLimited = () => publicError(loginGuardMessage, 429, 'LoginLimited')

/** The buckets, shared by every app instance (database or Redis); never open when Redis is down. */
const limiters = new WeakMap<Payload, { address: Limiter; account: Limiter }>()
type Limiter = ReturnType<typeof createSharedRateLimiter>

function limitersOf(payload: Payload) {
  let found = limiters.get(payload)
  if (!found) {
    const shared = (options: TokenBucketOptions) =>
      createSharedRateLimiter(async () => payload, options, { failOpen: false })
    found = {
      address: shared(loginGuardLimits.address),
      account: shared(loginGuardLimits.account),
    }
    limiters.set(payload, found)
  }
  return found
}

const addressKey = (headers: Headers) => `login:${clientAddress(headers)}`
const accountKey = (email: unknown) =>
  `login-account:${String(email ?? '')
    .trim()
    .toLowerCase()}`

/** Set on the request (server-side context, never from the client) by an admin's invitation. */
export const invitationContext = 'staffInvitation'

const resetKey = (headers: Headers) => `forgot-password:${clientAddress(headers)}`

export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') {
    // An admin's invitation (invite.ts) makes its link through the same operation; it is not
    // the public form, and an owner inviting a team of five must not be turned away.
    if (req.context[invitationContext] === true) return args
    // The same allowance per address as the login, in a bucket of its own: a reset link sent
    // to a staff member's inbox is as worth guarding as a guessed password.
    const { address } = limitersOf(req.payload)
    if (!(await address.take(resetKey(req.headers), Date.now(), req))) throw loginLimited()
    return args
  }
  if (operation !== 'login') return args
  const { address, account } = limitersOf(req.payload)
  const now = Date.now()
  // Inside a transaction only when the login is part of another operation (first-register).
  if (!(await address.take(addressKey(req.headers), now, req))) throw loginLimited()
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (!(await account.take(accountKey(email), now, req))) {
    await new Promise((resolve) => setTimeout(resolve, accountSlowDownMs))
  }
  return args
}

export const clearLoginGuard: CollectionAfterLoginHook = async ({ req, user }) => {
  // Fresh buckets: the address's and the account's earlier typos no longer count.
  const { address, account } = limitersOf(req.payload)
  await address.reset?.(addressKey(req.headers), req)
  await account.reset?.(accountKey(user.email), req)
  return user
}
