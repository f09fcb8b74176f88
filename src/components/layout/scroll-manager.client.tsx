'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return false
  }
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  return true
}

/**
 * On every route change: scroll to the top, or smoothly to the element named by the hash. Also
 * follows hash changes on the same page.
 */
export function ScrollManager() {
  const pathname = usePathname()
  const firstRender = useRef(true)

  useEffect(() => {
    const isFirstRender = firstRender.current
    firstRender.current = false
    if (scrollToHash(window.location.hash)) return
    // On the first load the browser owns the position (it restores it on reload).
    if (!isFirstRender) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  useEffect(() => {
    const onHashChange = () => scrollToHash(window.location.hash)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  return null
}
