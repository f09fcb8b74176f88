import { revalidatePath } from 'next/cache'

/**
 * Every cached page an article change can affect: the list, all detail pages (its own, and its
 * neighbours' previous/next titles), the sitemap and the feed. Used by the collection's hooks.
 */
export const articlePaths = {
  list: '/articles',
  detailRoute: '/articles/detail/[slug]',
  sitemap: '/sitemap.xml',
  rss: '/articles/rss.xml',
} as const

/** Marks the article pages for regeneration on their next request. */
export function revalidateArticlePages(log: (message: string) => void = () => {}): void {
  try {
    revalidatePath(articlePaths.list)
    revalidatePath(articlePaths.detailRoute, 'page')
    revalidatePath(articlePaths.sitemap)
    revalidatePath(articlePaths.rss)
  } catch (error) {
    // Outside a Next request (seed scripts, scheduled publishing) there is no cache to clear
    // here; the pages' time-based revalidation picks the change up.
    log(`[articles] revalidation skipped: ${(error as Error).message}`)
  }
}
