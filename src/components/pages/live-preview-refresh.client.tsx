'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useTransition } from 'react'

/**
 * In the admin's live preview: renders the page again on the server each time the editor saves
 * (autosave included), so the preview is the draft exactly as the site will render it. Saves
 * that arrive while a render is under way are answered by one more render after it, never by
 * overlapping ones (which make Next reload the whole frame).
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
