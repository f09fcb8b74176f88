'use client'

import { useEffect, useRef } from 'react'

import { Menu, X } from '@/components/ui/icons'

import type { NavLink } from '../content/navigation'
import { NavLinks } from './nav-links.client'

type MobileNavProps = {
  links: NavLink[]
  labels: { open: string; close: string; nav: string; newTab: string }
  children?: React.ReactNode
}

/**
 * Below the md breakpoint: a toggle that opens the same links. It is an HTML disclosure
 * (`<details>`/`<summary>`), so it opens and closes from the first paint, before and without a
 * script; the script only adds closing on a choice and on Escape (focus back on the toggle). The
 * element keeps its own open state: hydration never changes what the visitor opened.
 */
export function MobileNav({ links, labels, children }: MobileNavProps) {
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const close = () => {
    if (ref.current) ref.current.open = false
  }

  return (
    <details ref={ref} className="group md:hidden">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-primary-50 [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open:hidden">{labels.open}</span>
        <span className="sr-only hidden group-open:inline">{labels.close}</span>
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <nav
        aria-label={labels.nav}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-soft"
      >
        <NavLinks
          links={links}
          newTabLabel={labels.newTab}
          onNavigate={close}
          className="container-page flex flex-col py-2"
          linkClassName="flex min-h-12 items-center rounded-lg px-3 text-lg text-ink hover:bg-primary-50"
          activeClassName="bg-primary-50 font-medium text-primary-800"
        />
        <div className="container-page pb-4">{children}</div>
      </nav>
    </details>
  )
}
