import { endpointLimiter } from '@/lib/api/limits'
import { cachedArticles } from '@/lib/articles/read'
import { readCampaignPage } from '@/lib/content/read'
import { env } from '@/lib/env'
import { pageViewEndpoint } from '@/lib/views/endpoint'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/views: a page shown by the site's own navigation, counted without cookies or
 * personal data. A visitor moves between a few pages a minute; a script counting thousands may not.
 */
export const POST = pageViewEndpoint({
  limiter: endpointLimiter({ burst: 30, perHour: 600 }),
  ownHost: new URL(env.SITE_URL).hostname,
  pages: {
    campaign: async (slug) => (await readCampaignPage(slug)) !== null,
    article: async (slug) => (await cachedArticles.bySlug(slug)) !== null,
  },
})
