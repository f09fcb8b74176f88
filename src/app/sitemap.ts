import type { MetadataRoute } from 'next'

import { articlePath } from '@/lib/articles/path'
import { absoluteUrl, cachedArticles } from '@/lib/articles/read'
import { pdpaNotice } from '@/content/pdpa'

// Regenerated on demand when an article changes; the time limit is only a safety net.
export const revalidate = 60

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await cachedArticles.list({
    page: 1,
    limit: 100,
    sortColumn: 'publishedAt',
    sortDirection: 'desc',
  })
  const newest = articles.reduce<string | undefined>(
    (latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest),
    undefined,
  )
  return [
    { url: absoluteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    { url: absoluteUrl('/register'), changeFrequency: 'monthly', priority: 0.9 },
    { url: absoluteUrl('/pdpa'), lastModified: pdpaNotice.effectiveDate, priority: 0.3 },
    {
      url: absoluteUrl('/articles'),
      lastModified: newest,
      changeFrequency: 'weekly',
      priority: 0.8,
    },
    ...articles.map((article) => ({
      url: absoluteUrl(articlePath(article.slug)),
      lastModified: article.updatedAt,
      priority: 0.6,
    })),
  ]
}
