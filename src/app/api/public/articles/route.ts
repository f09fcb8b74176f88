import type { NextRequest } from 'next/server'

import { listPublishedArticles } from '@/lib/articles/read'
import { env } from '@/lib/env'
import { reply } from '@/lib/api/http'
import { hasValidApiKey, toPublicArticle } from '@/lib/articles/public-api'
import { articleQuerySchema } from '@/lib/validation/article-query'

const cacheHeaders = {
  // A CDN may keep a reply for a minute and serve it stale while it fetches a fresh one.
  'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  vary: 'x-api-key',
}

/** GET /api/public/articles: published articles, the spec's query and reply. */
export async function GET(request: NextRequest) {
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
  const articles = await listPublishedArticles(parsed.data)
  return Response.json(articles.map(toPublicArticle), { headers: cacheHeaders })
}
