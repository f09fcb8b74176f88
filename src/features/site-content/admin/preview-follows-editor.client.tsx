'use client'

import { useEffect, type ReactNode } from 'react'

import { previewScrollMessage } from '../content/preview'

/** A page's sections in Payload's editor: `#layout-row-3` is the fourth. */
const sectionRow = /^layout-row-(\d+)$/

/**
 * With the live preview open, the preview follows the editor: moving into a section of the page
 * (a field focused, its row opened) scrolls the preview to that section, which the preview marks
 * (features/campaign-pages/components/render-blocks `marked`) and scrolls to on this message
 * (features/site-content/components/live-preview-refresh.client).
 */
export function PreviewFollowsEditor({ children }: { children?: ReactNode }) {
  useEffect(() => {
    let last = -1
    const follow = (event: Event) => {
      const row = (event.target as Element | null)?.closest?.('[id^="layout-row-"]')
      const index = Number(sectionRow.exec(row?.id ?? '')?.[1] ?? -1)
      const preview = document.querySelector<HTMLIFrameElement>('iframe#live-preview-iframe')
      if (index < 0 || !preview?.contentWindow || index === last) return
      last = index
      preview.contentWindow.postMessage(
        { type: previewScrollMessage, index },
        new URL(preview.src, window.location.href).origin,
      )
    }
    document.addEventListener('focusin', follow)
    document.addEventListener('click', follow)
    return () => {
      document.removeEventListener('focusin', follow)
      document.removeEventListener('click', follow)
    }
  }, [])
  return <>{children}</>
}
