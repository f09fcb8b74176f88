import { articlesApi } from '@/lib/articles/public-api'
import { cachedAll } from '@/lib/articles/read'

/** GET /api/public/articles: published articles, paged and sorted as the query asks. */
export const GET = articlesApi(cachedAll)
