'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { sendPageView } from '@/lib/analytics/gtag'

/** A page_view for every client-side route change (only sent with analytics consent). */
export function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    sendPageView()
  }, [pathname, search])
  return null
}
