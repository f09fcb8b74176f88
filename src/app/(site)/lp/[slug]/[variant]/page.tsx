import type { Metadata } from 'next'

import { variantBSegment } from '@/kernel/attribution/experiment-label.mjs'

import {
  CampaignView,
  campaignView,
  campaignViewMetadata,
  decodedSlug,
} from '@/features/campaign-pages/components/campaign-view'

type Props = { params: Promise<{ slug: string; variant: string }> }

const viewOf = async (params: Props['params']) => {
  const { slug: segment, variant } = await params
  const slug = decodedSlug(segment)
  return slug && variantBSegment.test(variant) ? campaignView(slug, variant as `b-${number}`) : null
}

/** Rendered on the first view of each test's variant, then served from the cache. */
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return campaignViewMetadata(await viewOf(params))
}

/**
 * Variant B of a campaign page under an A/B test (`/lp/<slug>/b-<test id>`): the address the
 * app's proxy rewrites /lp/<slug> to for the views the production server picked for B, so the
 * visitor's address stays the page's own. Its canonical address is the page's.
 */
export default async function CampaignVariantPage({ params }: Props) {
  return <CampaignView view={await viewOf(params)} />
}
