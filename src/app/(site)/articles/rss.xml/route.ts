import { articlePath } from '@/features/articles/path'
import { absoluteUrl, cachedArticles } from '@/features/articles/read'
import { renderRss } from '@/features/articles/rss'
import { messages } from '@/features/site-content/content/messages'

// Static, regenerated when an article changes (its cache tag expires); no timer.
export const dynamic = 'force-static'

/** GET /articles/rss.xml: the newest published articles. */
export async function GET() {
  const articles = await cachedArticles.list({
    page: 1,
    limit: 50,
    sortColumn: 'publishedAt',
    sortDirection: 'desc',
  })
  const xml = renderRss({
    title: messages.articles.feedTitle,
    description: messages.articles.subtitle,
    siteUrl: absoluteUrl('/articles'),
    feedUrl: absoluteUrl('/articles/rss.xml'),
    items: articles.map((article) => ({
      title: article.title,
      url: absoluteUrl(articlePath(article.slug)),
      description: article.excerpt,
      publishedAt: article.publishedAt,
      categories: article.tags,
    })),
  })
  return new Response(xml, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
