import { capabilityPlugin } from '@/kernel/plugin'

import { AdSpend } from './collections/ad-spend'
import { LineTaps } from './collections/line-taps'
import { PageViews } from './collections/page-views'

/** Marketing's results: page views, LINE taps and ad spend, by page, campaign and channel. */
export const insightsPlugin = capabilityPlugin({
  collections: [LineTaps, PageViews, AdSpend],
  admin: {
    views: {
      funnel: { Component: '@/features/insights/admin/funnel-view#FunnelView', path: '/funnel' },
    },
    afterNavLinks: ['@/features/insights/admin/nav-link#InsightsNavLink'],
  },
})
