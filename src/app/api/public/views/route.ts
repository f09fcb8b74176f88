import { endpointLimiter } from '@/lib/api/limits'
import { cachedArticles } from '@/lib/articles/read'
import { readCampaignPage } from '@/lib/content/read'
import { env } from '@/lib/env'
import { pageViewEndpoint } from '@/lib/views/endpoint'
import { viewBudget } from '@/lib/views/view-budget.mjs'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/views: a page shown by the site's own navigation, counted without cookies or
 * personal data, within the same allowance per address as the pages the server counts itself.
 */
export const POST = pageViewEndpoint({
  limiter: endpointLimiter(viewBudget),
  ownHost: new URL(env.SITE_URL).hostname,
  pages: {
    campaign: async (slug) => (await readCampaignPage(slug)) !== null,
    article: async (slug) => (await cachedArticles.bySlug(slug)) !== null,
  },
})
