import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { totpCode } from '@/features/staff-accounts/totp'

import { loginToken, rest } from './rest'

export const staffPassword = 'a-long-password'

/** A staff member with `role`, created as an admin would (the password is `staffPassword`). */
export async function createStaff(
  payload: Payload,
  email: string,
  name: string,
  role: User['role'] = 'sales',
  extra: Partial<User> = {},
): Promise<User> {
  return await payload.create({
    collection: 'users',
    // Out of the round-robin unless a test asks (a new salesperson takes leads by default, which
    // would assign the leads other tests expect unassigned).
    data: { email, name, password: staffPassword, role, available: false, ...extra },
    overrideAccess: true,
  })
}

/** A staff member made by `createStaff`, logged in through the REST API: the member and their JWT. */
export async function createSignedInStaff(
  ...args: Parameters<typeof createStaff>
): Promise<{ user: User; token: string }> {
  const user = await createStaff(...args)
  return { user, token: await loginToken(user.email, staffPassword) }
}

/**
 * Sets up the second factor for the member behind `token` through the account endpoints, as the
 * enrolment screen does; that session has then passed it. The authenticator's secret is returned.
 */
export async function enrolSecondFactor(token: string, at = Date.now()): Promise<string> {
  const setup = await rest('POST', '/users/two-factor/setup', { token, body: {} })
  if (setup.status !== 200) throw new Error(`two-factor setup: ${setup.status} ${setup.text}`)
  const { secret } = setup.json<{ secret: string }>()
  const enabled = await rest('POST', '/users/two-factor/enable', {
    token,
    body: { code: totpCode(secret, at) },
  })
  if (enabled.status !== 200)
    throw new Error(`two-factor enable: ${enabled.status} ${enabled.text}`)
  return secret
}
