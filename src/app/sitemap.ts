import type { MetadataRoute } from 'next'

import { campaignPath } from '@/kernel/content/paths'

import { articlePath } from '@/features/articles/path'
import { absoluteUrl, cachedArticles } from '@/features/articles/read'
import { readCampaignPages, readPrivacyNotice } from '@/features/site-content/read'

// Static, regenerated when an article, a campaign page or the notice changes (their cache tags).

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await cachedArticles.list({
    page: 1,
    limit: 100,
    sortColumn: 'publishedAt',
    sortDirection: 'desc',
  })
  const [pages, notice] = await Promise.all([readCampaignPages(), readPrivacyNotice()])
  const newest = articles.reduce<string | undefined>(
    (latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest),
    undefined,
  )
  return [
    { url: absoluteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    { url: absoluteUrl('/register'), changeFrequency: 'monthly', priority: 0.9 },
    { url: absoluteUrl('/pdpa'), lastModified: notice.effectiveDate, priority: 0.3 },
    {
      url: absoluteUrl('/articles'),
      lastModified: newest,
      changeFrequency: 'weekly',
      priority: 0.8,
    },
    ...pages.map((page) => ({
      url: absoluteUrl(campaignPath(page.slug)),
      lastModified: page.updatedAt,
      priority: 0.7,
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(articlePath(article.slug)),
      lastModified: article.updatedAt,
      priority: 0.6,
    })),
  ]
}
