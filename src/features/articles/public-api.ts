import 'server-only'

import type { NextRequest } from 'next/server'

import { clientAddress } from '@/kernel/api/client-address'
import { reply } from '@/kernel/api/http'
import { httpReplies } from '@/kernel/api/messages'
import { createMemoryRateLimiter } from '@/kernel/api/rate-limit'
import { safeEqual } from '@/kernel/api/safe-equal'
import { env } from '@/kernel/env'
import { metrics } from '@/kernel/server/metrics.mjs'

import { absoluteUrl, pageOf, type PublishedArticle } from './read'
import { articleQuerySchema } from './validation/article-query'

/** The article shape for outside readers: HTML content, absolute image addresses. */
type PublicArticle = {
  id: number | string
  slug: string
  title: string
  content: string
  tags: string
  cover: string | null
  coverResized: { large: string | null }
  publishedAt: string
}

function toPublicArticle(article: PublishedArticle): PublicArticle {
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
function hasValidApiKey(sent: string | null, expected: string): boolean {
  return Boolean(sent && safeEqual(sent, expected))
}

/**
 * GET /api/public/articles over `readAll` (every published article, title ascending): the route
 * passes the cached list the pages read, so no request costs a query of its own.
 */
export function articlesApi(readAll: () => Promise<PublishedArticle[]>) {
  // Reads are cheap, so the limit only stops a runaway client: a page a second on average, 120
  // at once. It is per process: a read should not cost a write.
  const limiter = createMemoryRateLimiter({ burst: 120, perHour: 3_600 })

  return async function GET(request: NextRequest): Promise<Response> {
    if (!(await limiter.take(`articles:${clientAddress(request.headers)}`))) {
      metrics().rateLimitRefusals.inc({ limit: 'articles' })
      return reply(429, httpReplies.rateLimited)
    }
    const key = env.CONTENT_API_KEY
    if (key && !hasValidApiKey(request.headers.get('x-api-key'), key)) {
      return reply(401, 'ต้องระบุ API key ที่ถูกต้องในส่วนหัว x-api-key', { vary: 'x-api-key' })
    }
    const params = request.nextUrl.searchParams
    const parsed = articleQuerySchema.safeParse({
      page: params.get('page'),
      limit: params.get('limit'),
      sortColumn: params.get('sortColumn'),
      sortDirection: params.get('sortDirection'),
    })
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join(', ')
      return reply(400, `คำขอไม่ถูกต้อง: ${message}`)
    }
    const articles = pageOf(await readAll(), parsed.data)
    return Response.json(articles.map(toPublicArticle), {
      headers: {
        // Open: a CDN may keep a reply for a minute and serve it stale while it fetches a fresh
        // one. Keyed: only the reader who sent the key may keep it, whatever a CDN does with Vary.
        'cache-control': key
          ? 'private, max-age=60'
          : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        vary: 'x-api-key',
      },
    })
  }
}
