import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import { env } from '@/kernel/env'
import { getAppPayload } from '@/kernel/payload'
import { sanitizeArticleHtml } from '@/kernel/text/sanitize-html'
import type { Article, Media } from '@/payload-types'

import { articlesCacheTag } from './cache'
import { type ArticleQuery, defaultArticleQuery } from './validation/article-query'

type ArticleImage = { url: string; width: number; height: number }

/** A published article as our pages and the public API see it. */
export type PublishedArticle = {
  id: number | string
  slug: string
  title: string
  contentHtml: string
  excerpt: string
  tags: string[]
  publishedAt: string
  updatedAt: string
  cover: {
    alt: string
    original: ArticleImage
    card: ArticleImage
    large: ArticleImage
    og: ArticleImage
  } | null
}

export type ArticleLink = { slug: string; title: string }

const published: Where = { _status: { equals: 'published' } }

const select = {
  slug: true,
  title: true,
  contentHtml: true,
  excerpt: true,
  tags: true,
  publishedAt: true,
  updatedAt: true,
  cover: true,
} as const

/** Comma-separated tags as the editor typed them, as a clean list. */
function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/**
 * Payload makes file addresses absolute with its serverURL (SITE_URL); our own files become
 * root-relative paths so next/image optimises them locally whatever host served the page.
 */
function ownPath(url: string): string {
  const origin = env.SITE_URL
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

function image(media: Media, size?: 'card' | 'large' | 'og'): ArticleImage {
  const variant = size ? media.sizes?.[size] : undefined
  if (variant?.url && variant.width && variant.height) {
    return { url: ownPath(variant.url), width: variant.width, height: variant.height }
  }
  return { url: ownPath(media.url ?? ''), width: media.width ?? 0, height: media.height ?? 0 }
}

function toPublished(doc: Pick<Article, keyof typeof select | 'id'>): PublishedArticle {
  const media = typeof doc.cover === 'object' && doc.cover ? doc.cover : null
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    // Sanitised on save already; again here so no path into the database can bypass it.
    contentHtml: sanitizeArticleHtml(doc.contentHtml ?? ''),
    excerpt: doc.excerpt ?? '',
    tags: splitTags(doc.tags),
    publishedAt: doc.publishedAt ?? doc.updatedAt,
    updatedAt: doc.updatedAt,
    cover: media?.url
      ? {
          alt: media.alt,
          original: image(media),
          card: image(media, 'card'),
          large: image(media, 'large'),
          og: image(media, 'og'),
        }
      : null,
  }
}

const payload = getAppPayload

/**
 * Every published article, title ascending (id breaking ties): one query, whose result the pages
 * and the public API share from one cache entry (below), so no reader's request, however it pages
 * or sorts, or whatever slug it asks for, costs a query or a cache entry of its own.
 */
export async function listAllPublishedArticles(): Promise<PublishedArticle[]> {
  const result = await (
    await payload()
  ).find({
    collection: 'articles',
    where: published,
    sort: ['title', 'id'],
    pagination: false,
    depth: 1,
    select,
    overrideAccess: false,
  })
  return result.docs.map(toPublished)
}

/**
 * The requested page of a list sorted by title (as listAllPublishedArticles returns it): by title
 * as the database ordered it, or by publishing date; id breaks ties, in the same direction.
 */
export function pageOf(byTitle: PublishedArticle[], query: ArticleQuery): PublishedArticle[] {
  const ordered =
    query.sortColumn === 'title'
      ? [...byTitle]
      : [...byTitle].sort(
          (a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || compareIds(a.id, b.id),
        )
  if (query.sortDirection === 'desc') ordered.reverse()
  const start = (query.page - 1) * query.limit
  return ordered.slice(start, start + query.limit)
}

const compareIds = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))

/** The previous and next articles in list order; null at the ends. */
export function neighboursIn(
  links: ArticleLink[],
  slug: string,
): { previous: ArticleLink | null; next: ArticleLink | null } {
  const index = links.findIndex((link) => link.slug === slug)
  if (index === -1) return { previous: null, next: null }
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null }
}

/** Every published article, cached under the articles tag, which the collection's hooks
 * expire (no timer), and shared within one render (a page and its metadata). */
export const cachedAll = cache(
  unstable_cache(listAllPublishedArticles, ['articles', 'all'], { tags: [articlesCacheTag] }),
)

/** The reads of the pages, the feed, the sitemap and the public API: all from that one entry. */
export const cachedArticles = {
  list: async (query: ArticleQuery = defaultArticleQuery) => pageOf(await cachedAll(), query),
  bySlug: async (slug: string) => (await cachedAll()).find((a) => a.slug === slug) ?? null,
  links: async (): Promise<ArticleLink[]> =>
    (await cachedAll()).map(({ slug, title }) => ({ slug, title })),
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env.SITE_URL}/`).toString()
}
