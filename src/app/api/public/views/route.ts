import { endpointLimiter } from '@/kernel/api/limits'
import { env } from '@/kernel/env'

import { cachedArticles } from '@/features/articles/read'
import { pageViewEndpoint } from '@/features/insights/views/endpoint'
import { viewBudget } from '@/features/insights/views/view-budget.mjs'
import { readCampaignPage } from '@/features/site-content/read'

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
