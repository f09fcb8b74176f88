'use client'

import { Menu, X } from '@/components/ui/icons'
import { useEffect, useId, useRef, useState } from 'react'

import type { NavLink } from '@/content/navigation'

import { NavLinks } from './nav-links.client'

type MobileNavProps = {
  links: NavLink[]
  labels: { open: string; close: string; nav: string; newTab: string }
  children?: React.ReactNode
}

/** Below the md breakpoint: a toggle that opens the same links; a choice or Escape closes it. */
export function MobileNav({ links, labels, children }: MobileNavProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-primary-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label={labels.nav}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-soft"
      >
        <NavLinks
          links={links}
          newTabLabel={labels.newTab}
          onNavigate={() => setOpen(false)}
          className="container-page flex flex-col py-2"
          linkClassName="flex min-h-12 items-center rounded-lg px-3 text-lg text-ink hover:bg-primary-50"
          activeClassName="bg-primary-50 font-medium text-primary-800"
        />
        <div className="container-page pb-4">{children}</div>
      </nav>
    </div>
  )
}
