import type { Metadata } from 'next'

import { experimentMetaName } from '@/kernel/attribution/attribution'
import type { Page } from '@/payload-types'

import { withVariantHero } from '@/features/experiments'
import { messages } from '@/features/site-content'
import {
  NotFoundAfterContent,
  readCampaignPage,
  readExperimentPages,
  readPricing,
  readRunningExperiment,
} from '@/features/site-content/server'

import { campaignMetadata } from '../metadata'
import { CampaignNotFound } from './campaign-not-found'
import { RenderBlocks } from './render-blocks'

/**
 * A campaign page as one variant of its A/B test shows it: `a` is the page as published, `b-<id>`
 * the running test's variant of its hero. Both are rendered once and served from the cache; the
 * production server picks one per view (features/experiments/pick.mjs). B of a test of this page that
 * has ended is the page as published (another instance may still pick it for a few seconds); B of
 * any other id is not found.
 */
export async function campaignView(slug: string, variant: 'a' | `b-${number}`) {
  const page = await readCampaignPage(slug)
  if (!page) return null
  const test = await readRunningExperiment(slug)
  if (variant === 'a') {
    return { page, layout: page.layout, experiment: test ? `${test.id}:a` : undefined }
  }
  if (test && variant === `b-${test.id}`) {
    return {
      page,
      layout: withVariantHero(page.layout, test.variant),
      experiment: `${test.id}:b`,
    }
  }
  const id = Number(variant.slice(2))
  const ended = (await readExperimentPages()).some((t) => t.id === id && t.page === page.id)
  return ended ? { page, layout: page.layout, experiment: undefined } : null
}

/** Next may hand the segment over still percent-encoded (Thai slugs); a bad escape is no slug. */
export function decodedSlug(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export async function campaignViewMetadata(
  view: Awaited<ReturnType<typeof campaignView>>,
): Promise<Metadata> {
  if (!view) return { title: messages.notFound.title, robots: { index: false } }
  const metadata = campaignMetadata(view.page)
  return view.experiment
    ? { ...metadata, other: { [experimentMetaName]: view.experiment } }
    : metadata
}

/** The page's sections, or the campaign's not-found page (a 404 never kept in the page cache). */
export async function CampaignView({
  view,
}: {
  view: { layout: Page['layout']; experiment?: string } | null
}) {
  if (!view) {
    return (
      <>
        <CampaignNotFound />
        <NotFoundAfterContent />
      </>
    )
  }
  return (
    <RenderBlocks layout={view.layout} pricing={await readPricing()} experiment={view.experiment} />
  )
}
