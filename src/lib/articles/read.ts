import 'server-only'

import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Where } from 'payload'
import { cache } from 'react'

import type { Article, Media } from '@/payload-types'
import { articlesCacheTag } from '@/lib/articles/cache'
import { env } from '@/lib/env'
import { sanitizeArticleHtml } from '@/lib/sanitize-html'
import { type ArticleQuery, defaultArticleQuery } from '@/lib/validation/article-query'

export type ArticleImage = { url: string; width: number; height: number }

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
export function splitTags(tags: string | null | undefined): string[] {
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

function sortFor({ sortColumn, sortDirection }: ArticleQuery): string[] {
  const prefix = sortDirection === 'desc' ? '-' : ''
  // A second key keeps the order stable between pages when titles or dates tie.
  return [`${prefix}${sortColumn}`, `${prefix}id`]
}

const payload = () => getPayload({ config })

/** Published articles in the requested order; the public never sees drafts (access + filter). */
export async function listPublishedArticles(
  query: ArticleQuery = defaultArticleQuery,
): Promise<PublishedArticle[]> {
  const result = await (
    await payload()
  ).find({
    collection: 'articles',
    where: published,
    sort: sortFor(query),
    page: query.page,
    limit: query.limit,
    depth: 1,
    select,
    overrideAccess: false,
  })
  return result.docs.map(toPublished)
}

/** One published article by slug, or null. */
export async function findPublishedArticle(slug: string): Promise<PublishedArticle | null> {
  const result = await (
    await payload()
  ).find({
    collection: 'articles',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    select,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  return doc ? toPublished(doc) : null
}

/** Slugs and titles of every published article in list order (title ascending). */
export async function listArticleLinks(): Promise<ArticleLink[]> {
  const result = await (
    await payload()
  ).find({
    collection: 'articles',
    where: published,
    sort: sortFor(defaultArticleQuery),
    pagination: false,
    depth: 0,
    select: { slug: true, title: true },
    overrideAccess: false,
  })
  return result.docs.map((doc) => ({ slug: doc.slug ?? '', title: doc.title }))
}

/** The previous and next articles in list order; null at the ends. */
export function neighboursIn(
  links: ArticleLink[],
  slug: string,
): { previous: ArticleLink | null; next: ArticleLink | null } {
  const index = links.findIndex((link) => link.slug === slug)
  if (index === -1) return { previous: null, next: null }
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null }
}

/** Reads for the statically generated pages: cached under the articles tag, which the
 * collection's hooks expire, and shared within one render (a page and its metadata). */
function taggedRead<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return cache(
    unstable_cache(read, ['articles', name], { tags: [articlesCacheTag], revalidate: 60 }),
  )
}

export const cachedArticles = {
  list: taggedRead('list', listPublishedArticles),
  bySlug: taggedRead('by-slug', findPublishedArticle),
  links: taggedRead('links', listArticleLinks),
}

/** The public address of an article detail page (the spec's route, with the slug in the query). */
export function articlePath(slug: string): string {
  return `/articles/detail?slug=${encodeURIComponent(slug)}`
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env.SITE_URL}/`).toString()
}
