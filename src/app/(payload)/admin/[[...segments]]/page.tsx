// Payload's admin pages; rendering one (which may take or renew a document lock) is one unit of
// work on the database (lib/db/write-scope).
import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { inWriteScope } from '@/lib/db/write-scope'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = ({ params, searchParams }: Args) =>
  inWriteScope(() => RootPage({ config, params, searchParams, importMap }))

export default Page
