import { expireCacheTags } from '@/kernel/content/cache'

/**
 * The cache tag on every read of published articles (list, detail, neighbours, sitemap, feed).
 * Reads tag their data with it; the collection's hooks expire it when the public can see a
 * change, so every page built from those reads regenerates on its next request.
 */
export const articlesCacheTag = 'articles'

/**
 * Expires every cached page and read that used article data, in a request or outside one
 * (scheduled publishing).
 */
export async function revalidateArticlePages(
  log: (message: string) => void = () => {},
): Promise<void> {
  await expireCacheTags([articlesCacheTag], log)
}
