'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Blocks whose layout the browser skips until they near the viewport (globals.css). */
const skippedBlocks = '.render-when-near'
/** How long the page must stay still before a landing counts as settled. */
const quietMs = 1_500
/** Whatever happens, stop holding the position after this long. */
const maxHoldMs = 10_000
/** Any of these means the visitor is scrolling on their own: stop holding the position. */
const userInput = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

function targetOf(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** Distance from the target's top to where scroll-padding-top (the header's height) puts it. */
function offsetOf(target: HTMLElement): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  return target.getBoundingClientRect().top - padding
}

let release: (() => void) | null = null

/**
 * Scrolls to `target` and keeps it under the header until the page stops changing.
 *
 * The landing's sections skip layout until they near the viewport (content-visibility: auto), so
 * until then they count with a placeholder height far from their real one: the browser's own jump
 * to an anchor, or a smooth scroll computed up front, ends thousands of pixels off on a phone as
 * the sections render and grow. So the blocks above the target are laid out for real just for
 * the jump (which also records their true size as their placeholder for later), and the position
 * is then held while fonts and lazy parts settle. A plain visit to / skips exactly as before.
 */
export function land(target: HTMLElement, smooth: boolean) {
  release?.()
  const forced: HTMLElement[] = []
  for (const block of document.querySelectorAll<HTMLElement>(skippedBlocks)) {
    if (block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
      block.style.contentVisibility = 'visible'
      forced.push(block)
    }
  }

  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({
    behavior: smooth && !reduceMotion ? 'smooth' : 'instant',
    block: 'start',
  })

  const started = performance.now()
  let lastScroll = started
  let lastChange = started
  let lastOffset = offsetOf(target)
  let frame = 0
  let done = false

  const onScroll = () => {
    lastScroll = performance.now()
  }
  const stop = () => {
    if (done) return
    done = true
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', onScroll)
    for (const type of userInput) window.removeEventListener(type, stop)
    // Back to skipping: each block keeps the size it was just laid out at as its placeholder.
    for (const block of forced) block.style.removeProperty('content-visibility')
    if (release === stop) release = null
  }
  const hold = (now: number) => {
    const offset = offsetOf(target)
    if (Math.abs(offset - lastOffset) >= 1) lastChange = now
    lastOffset = offset
    // While a smooth scroll is still under way, let it finish before correcting it.
    const scrolling = now - lastScroll < 150
    if (!scrolling && Math.abs(offset) >= 1) {
      window.scrollBy({ top: offset, behavior: 'instant' })
      lastChange = now
    }
    if (now - started > maxHoldMs || (!scrolling && now - lastChange > quietMs)) {
      stop()
      return
    }
    frame = requestAnimationFrame(hold)
  }

  window.addEventListener('scroll', onScroll, { passive: true })
  for (const type of userInput) window.addEventListener(type, stop, { passive: true })
  frame = requestAnimationFrame(hold)
  release = stop
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
    const target = targetOf(window.location.hash)
    // A fresh load lands at once (the browser has already jumped there, maybe short of it).
    if (target) {
      land(target, !isFirstRender)
      return
    }
    // On the first load the browser owns the position (it restores it on reload).
    if (!isFirstRender) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  useEffect(() => {
    const onHashChange = () => {
      const target = targetOf(window.location.hash)
      if (target) land(target, true)
    }
    window.addEventListener('hashchange', onHashChange)
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      release?.()
    }
  }, [])

  return null
}
