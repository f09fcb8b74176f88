import type { Metadata } from 'next'

import { RenderBlocks } from '@/components/blocks/render-blocks'
import { NotFoundAfterContent } from '@/components/layout/not-found-status'
import { CampaignNotFound } from '@/components/pages/campaign-not-found'
import { campaignMetadata } from '@/lib/content/metadata'
import { readCampaignPage, readCampaignPages, readPricing } from '@/lib/content/read'
import { messages } from '@/content/messages'

type Props = { params: Promise<{ slug: string }> }

/** Next may hand the segment over still percent-encoded (Thai slugs); a bad escape is no slug. */
async function pageFor(params: Props['params']) {
  let slug: string
  try {
    slug = decodeURIComponent((await params).slug)
  } catch {
    return null
  }
  return readCampaignPage(slug)
}

/** Every published campaign page is built ahead; one published later renders on first visit. */
export async function generateStaticParams() {
  return (await readCampaignPages()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageFor(params)
  if (!page) return { title: messages.notFound.title, robots: { index: false } }
  return campaignMetadata(page)
}

/**
 * /lp/<slug>: a campaign landing page marketing built from the home page's sections. Leads sent
 * from it carry this address as their landing page. An unknown slug is a 404 that costs no query
 * (the published pages come from one cache entry) and is never kept in the page cache.
 */
export default async function CampaignPage({ params }: Props) {
  const page = await pageFor(params)
  if (!page) {
    return (
      <>
        <CampaignNotFound />
        <NotFoundAfterContent />
      </>
    )
  }
  return <RenderBlocks layout={page.layout} pricing={await readPricing()} />
}
