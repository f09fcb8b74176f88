'use client'

import { useEffect } from 'react'

import type { CookiePolicy } from '@/kernel/consent/policy'
import { isPreviewPath } from '@/kernel/content/paths'

import type { AnalyticsConfig } from '@/features/insights/client'

import { startConsent } from './consent-manager'

/** How long after load the banner waits for a first interaction before it shows anyway. */
const quietMs = 4000
const interactions = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

/**
 * Starts the consent banner on the visitor's first interaction, or a few seconds after the page
 * has loaded: the first seconds belong to the page (its largest paint and its responsiveness),
 * and no optional cookie is set before the visitor chooses anyway.
 */
export function CookieConsent({
  analytics,
  policy,
}: {
  analytics: AnalyticsConfig
  /** The published notice's cookie policy: a new revision asks every visitor again. */
  policy: CookiePolicy
}) {
  const { measurementId, adsConversionId } = analytics
  const { version, revision } = policy
  useEffect(() => {
    // The team's live preview shows the page, not the banner a visitor would answer.
    if (isPreviewPath(window.location.pathname)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      stop()
      void startConsent({ measurementId, adsConversionId }, { version, revision })
    }
    const stop = () => {
      clearTimeout(timer)
      window.removeEventListener('load', arm)
      for (const type of interactions) window.removeEventListener(type, start)
    }
    const arm = () => {
      timer = setTimeout(start, quietMs)
    }
    for (const type of interactions)
      window.addEventListener(type, start, { once: true, passive: true })
    if (document.readyState === 'complete') arm()
    else window.addEventListener('load', arm, { once: true })
    return stop
  }, [measurementId, adsConversionId, version, revision])
  return null
}
