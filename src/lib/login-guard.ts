import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { clientAddress } from '@/lib/client-address'
import { createMemoryRateLimiter, type RateLimiter } from '@/lib/rate-limit'

/**
 * Payload locks an account after 5 wrong passwords. One address gets fewer tries than that
 * (4, then one more every 5 minutes; a successful login clears its count), so a single attacker
 * can guess but never lock a staff member out.
 */
export const loginGuardLimits = { burst: 4, perHour: 12 } as const

export const loginGuardMessage = 'พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่'

let limiter: RateLimiter = createMemoryRateLimiter(loginGuardLimits)

/** Tests start from a clean slate. */
export function resetLoginGuard() {
  limiter = createMemoryRateLimiter(loginGuardLimits)
}

export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  if (!(await limiter.take(`login:${clientAddress(req.headers)}`))) {
    throw new APIError(loginGuardMessage, 429, undefined, true)
  }
  return args
}

export const clearLoginGuard: CollectionAfterLoginHook = ({ req, user }) => {
  // A fresh bucket: the address's earlier typos no longer count.
  limiter.reset?.(`login:${clientAddress(req.headers)}`)
  return user
}
