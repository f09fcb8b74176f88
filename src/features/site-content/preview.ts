import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { TypedUser } from 'payload'

import { roleOf } from '@/kernel/access/roles'
import { getAppPayload } from '@/kernel/payload'

/**
 * The staff member looking at a live preview: the content team only. Without a session the
 * preview sends them to the admin's login and back; another role sees that it is not theirs.
 */
export async function previewer(path: string): Promise<TypedUser | null> {
  const payload = await getAppPayload()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(path)}`)
  const role = roleOf({ user })
  return role === 'admin' || role === 'marketing' ? user : null
}
