import type { HomePage, Pricing } from '@/payload-types'

import { RenderBlocks } from '@/features/campaign-pages/components/render-blocks'
import { PreviewForbidden, PreviewFrame } from '@/features/site-content/components/preview-frame'
import { previewer } from '@/features/site-content/preview'
import { readDraft } from '@/features/site-content/read'

import { previewMetadata } from '../metadata'

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The home page's draft, with the prices' draft, as / will show them once published. */
export default async function HomePreview() {
  const user = await previewer('/preview/home')
  if (!user) return <PreviewForbidden />
  const [home, pricing] = await Promise.all([
    readDraft<HomePage>(user, { global: 'home-page' }),
    readDraft<Pricing>(user, { global: 'pricing' }),
  ])
  return (
    <PreviewFrame shown={[home, pricing]}>
      <RenderBlocks marked layout={home?.layout ?? []} pricing={pricing!} />
    </PreviewFrame>
  )
}
