'use client'

import { cookieConsentText } from '@/content/cookie-consent'
import type { AnalyticsConfig } from '@/lib/analytics/gtag'

import { openCookieSettings } from './consent-manager'

/** 'ตั้งค่าคุกกี้' in the footers: reopens the cookie settings at any time. */
export function CookieSettingsButton({
  analytics,
  className,
}: {
  analytics: AnalyticsConfig
  className?: string
}) {
  return (
    <button type="button" onClick={() => void openCookieSettings(analytics)} className={className}>
      {cookieConsentText.settingsLink}
    </button>
  )
}
