import type { Metadata } from 'next'

import {
  CampaignView,
  campaignView,
  campaignViewMetadata,
  decodedSlug,
} from '@/features/campaign-pages/components/campaign-view'
import { readCampaignPages } from '@/features/site-content/read'

type Props = { params: Promise<{ slug: string }> }

const viewOf = async (params: Props['params']) => {
  const slug = decodedSlug((await params).slug)
  return slug ? campaignView(slug, 'a') : null
}

/** Every published campaign page is built ahead; one published later renders on first visit. */
export async function generateStaticParams() {
  return (await readCampaignPages()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return campaignViewMetadata(await viewOf(params))
}

/**
 * /lp/<slug>: a campaign landing page marketing built from the home page's sections (variant A
 * while an A/B test runs on it). Leads sent from it carry this address as their landing page. An
 * unknown slug is a 404 that costs no query (the published pages come from one cache entry) and
 * is never kept in the page cache.
 */
export default async function CampaignPage({ params }: Props) {
  return <CampaignView view={await viewOf(params)} />
}
