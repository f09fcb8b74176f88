import type { Pricing, RegisterPage } from '@/payload-types'

import { RegisterView } from '@/features/registrations/components/register-view'
import { PreviewForbidden, PreviewFrame } from '@/features/site-content/components/preview-frame'
import { previewer } from '@/features/site-content/preview'
import { readDraft, readSite } from '@/features/site-content/read'
import { registerContent } from '@/features/site-content/sections'

import { previewMetadata } from '../metadata'

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The sign-up page's draft, with the prices' draft, as /register will show them. */
export default async function RegisterPreview() {
  const user = await previewer('/preview/register')
  if (!user) return <PreviewForbidden />
  const [page, pricing, site] = await Promise.all([
    readDraft<RegisterPage>(user, { global: 'register-page' }),
    readDraft<Pricing>(user, { global: 'pricing' }),
    readSite(),
  ])
  return (
    <PreviewFrame shown={[page, pricing]}>
      <RegisterView content={registerContent(page!)} pricing={pricing!} lineUrl={site.lineUrl} />
    </PreviewFrame>
  )
}
