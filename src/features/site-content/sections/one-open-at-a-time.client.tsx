'use client'

import { useEffect, useRef } from 'react'

/**
 * Keeps one `<details name={name}>` inside open at a time in browsers that do not do it for the
 * `name` attribute themselves (Safari before 17.2, older Android WebViews and LINE's in-app
 * browser on them). Where they do, it does nothing. What is open is never changed on hydration.
 */
export function OneOpenAtATime({
  name,
  className,
  children,
}: {
  name: string
  className?: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = ref.current
    if (!container || 'name' in HTMLDetailsElement.prototype) return
    const onToggle = (event: Event) => {
      const opened = event.target
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return
      for (const other of container.querySelectorAll<HTMLDetailsElement>(
        `details[name="${name}"]`,
      )) {
        if (other !== opened) other.open = false
      }
    }
    // `toggle` does not bubble: listen in the capture phase.
    container.addEventListener('toggle', onToggle, true)
    return () => container.removeEventListener('toggle', onToggle, true)
  }, [name])

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
