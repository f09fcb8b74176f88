import type { Payload } from 'payload'

import type { User } from '@/payload-types'

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
