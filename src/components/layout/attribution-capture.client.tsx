'use client'

import { useEffect } from 'react'

import { captureAttribution } from '@/lib/attribution'

/** Records where the visit came from on its first page (see lib/attribution). */
export function AttributionCapture() {
  useEffect(() => {
    captureAttribution()
  }, [])
  return null
}
