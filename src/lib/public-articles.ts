import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { absoluteUrl, type PublishedArticle } from '@/lib/articles'

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
  if (!sent) return false
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
