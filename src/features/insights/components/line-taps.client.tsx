'use client'

import { useEffect } from 'react'

import { captureAttribution } from '@/kernel/attribution/attribution'
import { isPreviewPath } from '@/kernel/content/paths'

import { sendLineTapEvent } from '../analytics/gtag'

const lineLink = 'a[href^="https://line.me/"], a[href^="https://lin.ee/"]'

/** Where on the page a LINE button sits: its section's id, or the header or footer. */
function placementOf(link: Element): string {
  const marked = link.closest<HTMLElement>('[data-line-placement]')?.dataset.linePlacement
  if (marked) return marked
  if (link.closest('header, nav')) return 'navigation'
  if (link.closest('footer')) return 'footer'
  const section = link.closest('section[id]')?.id.toLowerCase() ?? ''
  return /^[a-z][a-z0-9-]{0,39}$/.test(section) ? section : 'other'
}

/**
 * Counts taps on the site's LINE chat buttons as enquiries (POST /api/public/line-taps, which
 * stores no personal data), with the visit's campaign; the analytics event only with consent.
 * One listener for every button, present and future: nothing to wire per component.
 */
export function LineTaps() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(lineLink)
      if (!link || isPreviewPath(window.location.pathname)) return
      const placement = placementOf(link)
      const attribution = captureAttribution()
      const body = JSON.stringify({
        placement,
        page: window.location.pathname.slice(0, 300),
        utm_source: attribution.utm_source,
        utm_medium: attribution.utm_medium,
        utm_campaign: attribution.utm_campaign,
        referrer: attribution.referrer,
        landing_page: attribution.landing_page,
        device_type: attribution.device_type,
        experiment: attribution.experiment ?? '',
      })
      // keepalive lets the request finish when the page is left for LINE (a beacon cannot carry
      // the JSON type the endpoint reads in every browser).
      void fetch('/api/public/line-taps', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => undefined)
      sendLineTapEvent(placement)
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return null
}
