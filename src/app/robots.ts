import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/features/articles/read'

export default function robots(): MetadataRoute.Robots {
  return {
    // The JSON endpoints are not pages; article images under /api/media/file/ stay crawlable.
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
