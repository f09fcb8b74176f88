'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useTransition } from 'react'

import { previewScrollMessage } from '../content/preview'
import { land } from '../layout/scroll-manager.client'

/**
 * In the admin's live preview: renders the page again on the server each time the editor saves
 * (autosave included), so the preview is the draft exactly as the site will render it. Saves
 * that arrive while a render is under way are answered by one more render after it, never by
 * overlapping ones (which make Next reload the whole frame). As the editor moves from section to
 * section, the preview scrolls to the one being edited.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [rendering, startRender] = useTransition()
  const again = useRef(false)

  const refresh = useCallback(() => {
    if (rendering) {
      again.current = true
      return
    }
    startRender(() => router.refresh())
  }, [rendering, router])

  // The editor moved to another section (features/site-content/admin/preview-follows-editor): show it.
  useEffect(() => {
    const follow = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return
      const data = event.data as { type?: unknown; index?: unknown } | null
      if (data?.type !== previewScrollMessage || typeof data.index !== 'number') return
      const mark = document.querySelector<HTMLElement>(`[data-preview-block="${data.index}"]`)
      // As an in-page link lands: the sections above are laid out for real first (they skip
      // layout until near, with a placeholder height), and the place is held while they settle.
      if (mark) land(mark, false)
    }
    window.addEventListener('message', follow)
    return () => window.removeEventListener('message', follow)
  }, [])

  useEffect(() => {
    if (!rendering && again.current) {
      again.current = false
      startRender(() => router.refresh())
    }
  }, [rendering, router])

  return (
    <RefreshRouteOnSave
      refresh={refresh}
      serverURL={typeof window === 'undefined' ? '' : window.location.origin}
    />
  )
}
