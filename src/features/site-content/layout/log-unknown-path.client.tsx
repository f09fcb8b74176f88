'use client'

import { useEffect } from 'react'

/** Leaves a trace of the unknown path in the browser console, as the original site did. */
export function LogUnknownPath() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    )
  }, [])
  return null
}
