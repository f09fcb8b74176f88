import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type Payload,
} from 'payload'

import { clientAddress } from '@/lib/client-address'
import { createSharedRateLimiter } from '@/lib/shared-rate-limit'

/**
 * Payload locks an account after 5 wrong passwords. One address gets fewer tries than that
 * (4, then one more every 5 minutes; a successful login clears its count), so a single attacker
 * can guess but never lock a staff member out.
 */
export const loginGuardLimits = { burst: 4, perHour: 12 } as const

export const loginGuardMessage = 'พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่'

/** The address's bucket, shared by every app instance (database or Redis). */
const limiter = (payload: Payload) => createSharedRateLimiter(async () => payload, loginGuardLimits)

const bucket = (headers: Headers) => `login:${clientAddress(headers)}`

export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  // Inside a transaction only when the login is part of another operation (first-register).
  if (!(await limiter(req.payload).take(bucket(req.headers), Date.now(), req))) {
    throw new APIError(loginGuardMessage, 429, undefined, true)
  }
  return args
}

export const clearLoginGuard: CollectionAfterLoginHook = async ({ req, user }) => {
  // A fresh bucket: the address's earlier typos no longer count.
  await limiter(req.payload).reset?.(bucket(req.headers), req)
  return user
}
