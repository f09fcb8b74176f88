'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { captureAttribution, pageExperiment } from '@/kernel/attribution/attribution'
import { isPreviewPath } from '@/kernel/content/paths'

import { sendPageView } from '../analytics/gtag'

/**
 * Every page shown: the site's own count, without cookies or personal data, and GA's page_view
 * (only with analytics consent); neither for the team's live preview, which is not a visit. The
 * server counted the page it served itself (features/insights/views/page-view.mjs); a page shown by the site's
 * own navigation is counted here, after it is shown, by one small request with where the visit
 * came from as the lead form keeps it.
 */
export function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  // The page last counted: at first the one the server served (and counted).
  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (isPreviewPath(pathname)) return
    const shown = `${pathname}?${search}`
    if (counted.current === shown) return
    sendPageView()
    const first = counted.current === null
    counted.current = shown
    if (first) return
    const slug = pathname === '/articles/detail' ? new URLSearchParams(search).get('slug') : null
    // (captureAttribution also keeps a campaign page's variant for the rest of the visit.)
    const { utm_source, utm_medium, utm_campaign, referrer, landing_page } = captureAttribution()
    void fetch('/api/public/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        page: slug ? `${pathname}?slug=${encodeURIComponent(slug)}` : pathname,
        utm_source,
        utm_medium,
        utm_campaign,
        referrer,
        landing_page,
        // The variant of this page itself: a view of the form it led to is no view of the test.
        experiment: pageExperiment(),
      }),
      keepalive: true,
    }).catch(() => undefined)
  }, [pathname, search])
  return null
}
