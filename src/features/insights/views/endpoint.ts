import { publicEndpoint } from '@/kernel/api/public-endpoint'
import type { RateLimiter } from '@/kernel/api/rate-limit'
import { hasAdClickId } from '@/kernel/attribution/ad-clicks.mjs'
import { deviceTypeFromUserAgent } from '@/kernel/attribution/device-type'
import { experimentLabel } from '@/kernel/attribution/experiment-label.mjs'

import { runningVariant } from '@/features/experiments'

import { pageViewSchema } from '../validation/page-view'
import { bangkokDayOf, hostOf, isBotAgent, pageKeyOf } from './page-view.mjs'
import { isSitePage, type SitePageReaders } from './site-pages'
import { viewCounter } from './view-counter.mjs'

const maxViewBodyBytes = 6 * 1024

export const pageViewReplies = {
  ok: 'บันทึกแล้ว',
  invalid: (detail: string) => `ข้อมูลการเข้าชมไม่ถูกต้อง: ${detail}`,
} as const

/**
 * POST /api/public/views: a page the visitor moved to with the site's own navigation (the
 * production server counts every page it serves itself: features/insights/views/page-view.mjs). Counted with
 * the same rules, into the same counter (batched, features/insights/views/view-counter.mjs), with where the visit
 * came from as the browser keeps it for the lead form, and the A/B variant only of a test running
 * on that page. A bot's, or one of a page the site does not
 * have (features/insights/views/site-pages.ts), is answered and not counted.
 */
export function pageViewEndpoint(deps: {
  limiter: RateLimiter | null
  ownHost: string
  /** Where the published campaign pages and articles are looked up (read from the cache). */
  pages: SitePageReaders
}) {
  return publicEndpoint({
    name: 'view',
    maxBodyBytes: maxViewBodyBytes,
    limiter: deps.limiter,
    schema: pageViewSchema,
    invalid: (issue) => pageViewReplies.invalid(issue.message),
    store: async (view, { request }) => {
      const userAgent = request.headers.get('user-agent') ?? ''
      const queryAt = view.page.indexOf('?')
      const page = pageKeyOf(
        queryAt === -1 ? view.page : view.page.slice(0, queryAt),
        queryAt === -1 ? '' : view.page.slice(queryAt),
      )
      // A bot's, or a page the site does not have: answered as any other, and not counted.
      if (isBotAgent(userAgent) || !page || !(await isSitePage(page, deps.pages))) {
        return { code: 200, message: pageViewReplies.ok, outcome: 'spam' }
      }
      const referrerHost = hostOf(view.referrer)
      viewCounter().note({
        day: bangkokDayOf(Date.now()),
        page,
        utmSource: view.utm_source,
        utmMedium: view.utm_medium,
        utmCampaign: view.utm_campaign,
        referrerHost: referrerHost === deps.ownHost ? '' : referrerHost,
        paidClick: hasAdClickId(view.landing_page),
        device: deviceTypeFromUserAgent(userAgent),
        entry: false,
        experiment: runningVariant(experimentLabel(view.experiment), page),
      })
      return { code: 200, message: pageViewReplies.ok }
    },
  })
}
