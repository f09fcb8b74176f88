'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { thaiAdminDates } from '@/kernel/admin/dates'
import { adminRepairText } from '@/kernel/admin/text'

import { repairAdminMarkup } from './a11y-repairs'

// Payload's own dates with the Buddhist year (kernel/admin/dates.ts), before anything formats one.
thaiAdminDates()

/**
 * Wraps the admin: repairs the markup of Payload's own components (see a11y-repairs.ts) once the
 * page has rendered and whenever the admin changes it, a frame later so React finishes first.
 */
export function A11yRepairs({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const text = i18n.language === 'en' ? adminRepairText.en : adminRepairText.th
  useEffect(() => {
    let frame = 0
    const repair = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => repairAdminMarkup(document, text))
    }
    repair()
    const observer = new MutationObserver(repair)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [text])
  return <>{children}</>
}
