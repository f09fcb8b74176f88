'use client'

import { useEffect } from 'react'

import type { AnalyticsConfig } from '@/lib/analytics/gtag'

import { startConsent } from './consent-manager'

/** Starts the consent banner once the page is idle, so it never delays the first paint. */
export function CookieConsent({ analytics }: { analytics: AnalyticsConfig }) {
  const { measurementId, adsConversionId } = analytics
  useEffect(() => {
    const start = () => void startConsent({ measurementId, adsConversionId })
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(start, 1000)
    return () => clearTimeout(id)
  }, [measurementId, adsConversionId])
  return null
}
