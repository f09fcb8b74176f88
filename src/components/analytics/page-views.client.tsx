'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { sendPageView } from '@/lib/analytics/gtag'
import { isPreviewPath } from '@/lib/content/paths'

/**
 * A page_view for every client-side route change (only sent with analytics consent); none for the
 * team's live preview, which is not a visit.
 */
export function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    if (isPreviewPath(pathname)) return
    sendPageView()
  }, [pathname, search])
  return null
}
