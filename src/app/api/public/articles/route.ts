import { articlesApi } from '@/lib/articles/public-api'
import { cachedAll } from '@/lib/articles/read'

/** GET /api/public/articles: published articles, the spec's query and reply. */
export const GET = articlesApi(cachedAll)
