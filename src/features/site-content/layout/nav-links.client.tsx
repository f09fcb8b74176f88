'use client'

import { usePathname } from 'next/navigation'

import { cn } from '@/components/ui/cn'
import { PageLink } from '@/components/ui/page-link'

import type { NavLink } from '../content/navigation'

type NavLinksProps = {
  links: NavLink[]
  newTabLabel: string
  className?: string
  linkClassName?: string
  activeClassName?: string
  onNavigate?: () => void
}

/**
 * The header's links. Landing anchors stay plain anchors, external links open a new tab, and only
 * in-app pages use client navigation; the current page is marked with aria-current.
 */
export function NavLinks({
  links,
  newTabLabel,
  className,
  linkClassName,
  activeClassName,
  onNavigate,
}: NavLinksProps) {
  const pathname = usePathname()
  return (
    <ul className={className}>
      {links.map((link) => {
        if (link.kind === 'external') {
          return (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClassName}
                onClick={onNavigate}
              >
                {link.label}
                <span className="sr-only"> {newTabLabel}</span>
              </a>
            </li>
          )
        }
        if (link.kind === 'app') {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`)
          return (
            <li key={link.href}>
              <PageLink
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={cn(linkClassName, current && activeClassName)}
                onClick={onNavigate}
              >
                {link.label}
              </PageLink>
            </li>
          )
        }
        return (
          <li key={link.href}>
            <a href={link.href} className={linkClassName} onClick={onNavigate}>
              {link.label}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
