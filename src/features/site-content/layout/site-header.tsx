import { PageLink } from '@/components/ui/page-link'
import { siteIdentity } from '@/kernel/site'

import { messages } from '../content/messages'
import { mainNav } from '../content/navigation'
import { ContactButtons } from './contact-buttons'
import { Logo } from './logo'
import { MobileNav } from './mobile-nav.client'
import { NavLinks } from './nav-links.client'

export function SiteHeader() {
  const links = mainNav(siteIdentity().crmUrl)
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/95">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <PageLink href="/" className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only"> — {messages.homeLabel}</span>
        </PageLink>
        <nav aria-label={messages.mainNavLabel} className="hidden md:block">
          <NavLinks
            links={links}
            newTabLabel={messages.newTab}
            className="flex items-center gap-0.5 lg:gap-1"
            linkClassName="rounded-full px-2.5 py-2 text-[0.95rem] text-muted transition-colors hover:bg-primary-50 hover:text-primary-800 lg:px-3"
            activeClassName="bg-primary-50 font-medium text-primary-800"
          />
        </nav>
        <ContactButtons
          layoutClassName="hidden flex-nowrap gap-2 lg:flex"
          size="sm"
          demoLabel={messages.headerDemoButton}
          lineLabel={messages.headerLineButton}
        />
        <MobileNav
          links={links}
          labels={{
            open: messages.menuOpen,
            close: messages.menuClose,
            nav: `${messages.mainNavLabel} (มือถือ)`,
            newTab: messages.newTab,
          }}
        >
          <ContactButtons
            className="flex-col [&>a]:w-full"
            demoLabel={messages.demoButton}
            lineLabel={messages.lineButton}
          />
        </MobileNav>
      </div>
    </header>
  )
}
