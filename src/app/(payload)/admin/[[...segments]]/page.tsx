// Payload's admin pages; rendering one (which may take or renew a document lock) is one unit of
// work on the database (kernel/db/write-scope). A member who still owes the second factor is sent to
// its screen from every other page (features/staff-accounts/collections/users/staff-session.ts marks them).
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { inWriteScope } from '@/kernel/db/write-scope'
import type { SecondFactorState } from '@/kernel/access/roles'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

/** The admin pages a member who still owes the second factor may see. */
const beforeSecondFactor = new Set(['two-factor', 'logout', 'login'])

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  const { segments = [] } = await params
  if (!beforeSecondFactor.has(segments[0] ?? '')) {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    const state = (user as { _secondFactor?: SecondFactorState } | null)?._secondFactor
    if (state === 'pending' || state === 'enrol') redirect('/admin/two-factor')
  }
  return inWriteScope(() => RootPage({ config, params, searchParams, importMap }))
}

export default Page
