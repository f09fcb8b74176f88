import { articlesApi } from '@/features/articles/public-api'
import { cachedAll } from '@/features/articles/read'

/** GET /api/public/articles: published articles, paged and sorted as the query asks. */
export const GET = articlesApi(cachedAll)
