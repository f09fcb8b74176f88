import type { Metadata } from 'next'

import { campaignPath } from '@/kernel/content/paths'
import type { Media, Page } from '@/payload-types'

/** A campaign page's title, description and share image, for search and for LINE/Facebook. */
export function campaignMetadata(page: Page): Metadata {
  const url = campaignPath(page.slug)
  const title = page.seo?.title || page.title
  const description = page.seo?.description || undefined
  const image = typeof page.seo?.image === 'object' ? (page.seo.image as Media | null) : null
  const shareUrl = image?.sizes?.og?.url ?? image?.url
  const images = shareUrl
    ? [
        {
          url: shareUrl,
          width: image?.sizes?.og?.width ?? image?.width ?? undefined,
          height: image?.sizes?.og?.height ?? image?.height ?? undefined,
          alt: image?.alt ?? title,
        },
      ]
    : undefined
  return {
    // A title written for search stands alone; the page's own name gets the site's suffix.
    title: page.seo?.title ? { absolute: page.seo.title } : page.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title, description, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description },
  }
}
