import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { loginToken } from './rest'

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
    data: { email, name, password: staffPassword, role, ...extra },
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
