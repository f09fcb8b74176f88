'use client'

import type { CookiePolicy } from '@/kernel/consent/policy'

import type { AnalyticsConfig } from '@/features/insights/client'

import { cookieConsentText } from '../content/cookie-consent'
import { openCookieSettings } from './consent-manager'

/** 'ตั้งค่าคุกกี้' in the footers: reopens the cookie settings at any time. */
export function CookieSettingsButton({
  analytics,
  policy,
  className,
}: {
  analytics: AnalyticsConfig
  policy: CookiePolicy
  className?: string
}) {
  return (
    <button
      type="button"
      onClick={() => void openCookieSettings(analytics, policy)}
      className={className}
    >
      {cookieConsentText.settingsLink}
    </button>
  )
}
