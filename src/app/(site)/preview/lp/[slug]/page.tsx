import { campaignPath } from '@/kernel/content/paths'
import type { Page, Pricing } from '@/payload-types'

import { RenderBlocks } from '@/features/campaign-pages/components/render-blocks'
import {
  PreviewForbidden,
  PreviewFrame,
  PreviewMissing,
} from '@/features/site-content/components/preview-frame'
import { previewer } from '@/features/site-content/preview'
import { readDraft } from '@/features/site-content/read'

import { previewMetadata } from '../../metadata'

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

type Props = { params: Promise<{ slug: string }> }

/** A campaign page's latest draft, as /lp/<slug> will show it once published. */
export default async function CampaignPreview({ params }: Props) {
  let slug: string
  try {
    slug = decodeURIComponent((await params).slug)
  } catch {
    return <PreviewMissing />
  }
  const user = await previewer(`/preview${campaignPath(slug)}`)
  if (!user) return <PreviewForbidden />
  const [page, pricing] = await Promise.all([
    readDraft<Page>(user, { page: slug }),
    readDraft<Pricing>(user, { global: 'pricing' }),
  ])
  if (!page) return <PreviewMissing />
  return (
    <PreviewFrame shown={[page, pricing]}>
      <RenderBlocks marked layout={page.layout ?? []} pricing={pricing!} />
    </PreviewFrame>
  )
}
