import 'server-only'

import { absoluteUrl, type PublishedArticle } from '@/lib/articles/read'
import { safeEqual } from '@/lib/safe-equal'

/** The spec's article shape for outside readers: HTML content, absolute image addresses. */
export type PublicArticle = {
  id: number | string
  slug: string
  title: string
  content: string
  tags: string
  cover: string | null
  coverResized: { large: string | null }
  publishedAt: string
}

export function toPublicArticle(article: PublishedArticle): PublicArticle {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    content: article.contentHtml,
    tags: article.tags.join(', '),
    cover: article.cover ? absoluteUrl(article.cover.card.url) : null,
    coverResized: { large: article.cover ? absoluteUrl(article.cover.large.url) : null },
    publishedAt: new Date(article.publishedAt).toISOString(),
  }
}

/** Constant-time check of the x-api-key header against the configured key. */
export function hasValidApiKey(sent: string | null, expected: string): boolean {
  return Boolean(sent && safeEqual(sent, expected))
}
