import { revalidateTag } from 'next/cache'

/**
 * The cache tag on every read of published articles (list, detail, neighbours, sitemap, feed).
 * Reads tag their data with it; the collection's hooks expire it when the public can see a
 * change, so every page built from those reads regenerates on its next request.
 */
export const articlesCacheTag = 'articles'

/** Expires every cached page and read that used article data. */
export function revalidateArticlePages(log: (message: string) => void = () => {}): void {
  try {
    revalidateTag(articlesCacheTag, { expire: 0 })
  } catch (error) {
    // Outside a Next request (seed scripts, scheduled publishing) there is no cache to clear
    // here; the pages' time-based revalidation picks the change up.
    log(`[articles] revalidation skipped: ${(error as Error).message}`)
  }
}
