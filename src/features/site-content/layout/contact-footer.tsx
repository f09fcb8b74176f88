import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import { Clock, MapPin, MessageCircle, Phone } from '@/components/ui/icons'
import { PageLink } from '@/components/ui/page-link'
import { analyticsIds } from '@/kernel/attribution/analytics-ids'

import { LeadFormLoader, StaticLeadForm } from '@/features/leads/server'
import { CookieSettingsButton } from '@/features/privacy/server'

import { messages } from '../content/messages'
import { footerLinks } from '../content/navigation'
import { readCookiePolicy, readSite, readSiteSettings } from '../read'
import { ContactButtons } from './contact-buttons'
import { Logo } from './logo'
import { MapFacade } from './map-facade.client'

/** A column of the footer's last row: a landmark named by its heading, and a list. */
function FooterColumn({
  as: Landmark = 'section',
  id,
  heading,
  muted = false,
  children,
}: {
  as?: 'section' | 'nav'
  /** The heading's id, which names the landmark. */
  id: string
  heading: string
  /** The list's text in the footer's lighter colour (lists of links colour their own). */
  muted?: boolean
  children: ReactNode
}) {
  return (
    <Landmark aria-labelledby={id}>
      <h3 id={id} className="font-bold">
        {heading}
      </h3>
      <ul className={cn('mt-4 space-y-2', muted && 'text-primary-100')}>{children}</ul>
    </Landmark>
  )
}

type ContactFooterProps = {
  /** The call to action above the form: a page's own, else the site's (articles). */
  cta?: { title: string; description: string }
  /** The A/B variant of the page (`<test id>:a|b`), sent with the served form's lead. */
  experiment?: string
}

/** The contact block (id contact) closing the home page and the article pages. */
export async function ContactFooter({ cta: own, experiment }: ContactFooterProps) {
  const text = messages.footer
  const [site, cookiePolicy] = await Promise.all([readSite(), readCookiePolicy()])
  const cta = own ?? (await readSiteSettings()).contact
  return (
    <footer id="contact" className="bg-primary-900 text-white">
      <div className="container-page section-y">
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-3xl font-bold md:text-4xl">{cta.title}</h2>
          <p className="mt-4 text-lg text-primary-100">{cta.description}</p>
          <ContactButtons
            className="mt-8 justify-center"
            size="lg"
            demoVariant="accent"
            demoLabel={messages.demoButton}
            lineLabel={messages.lineButton}
          />
        </div>

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <div className="rounded-card bg-white p-5 text-ink shadow-soft sm:p-8">
            <h3 className="text-xl font-bold">{text.formHeading}</h3>
            <div className="mt-4">
              <LeadFormLoader>
                <StaticLeadForm hidden={experiment ? { experiment } : undefined} />
              </LeadFormLoader>
            </div>
            <p className="mt-6 text-sm text-muted">
              {text.consent}{' '}
              <PageLink
                href="/pdpa"
                className="font-medium text-primary-800 underline underline-offset-2"
              >
                {text.consentLink}
              </PageLink>
            </p>
          </div>
          <div className="self-start rounded-card bg-white p-2 shadow-soft">
            <MapFacade
              embedUrl={site.mapEmbedUrl}
              linkUrl={site.mapLinkUrl}
              labels={messages.map}
              newTabLabel={messages.newTab}
            />
          </div>
        </div>

        <div className="mt-14 grid gap-10 border-t border-white/15 pt-10 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1.2fr_1fr]">
          <section aria-labelledby="footer-company">
            <h3 id="footer-company" className="sr-only">
              {text.companyHeading}
            </h3>
            <Logo inverted />
            <p className="mt-4 text-primary-100">{site.description}</p>
            <p className="mt-4 flex gap-2 text-primary-100">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                {site.companyName}
                <br />
                {site.address}
              </span>
            </p>
            <p className="mt-2 flex gap-2 text-primary-100">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                {text.hoursLabel} {site.hours}
              </span>
            </p>
          </section>

          <FooterColumn as="nav" id="footer-links" heading={text.linksHeading}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                {link.kind === 'app' ? (
                  <PageLink
                    href={link.href}
                    className="text-primary-100 hover:text-white hover:underline"
                  >
                    {link.label}
                  </PageLink>
                ) : (
                  <a href={link.href} className="text-primary-100 hover:text-white hover:underline">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </FooterColumn>

          <FooterColumn id="footer-contact" heading={text.contactHeading} muted>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                {text.phoneLabel}{' '}
                <a href={site.phoneHref} className="hover:text-white hover:underline">
                  {site.phone}
                </a>
              </span>
            </li>
            <li className="flex gap-2">
              <MessageCircle aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                {text.lineLabel}{' '}
                <a
                  href={site.lineUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white hover:underline"
                >
                  {site.lineId}
                  <span className="sr-only"> {messages.newTab}</span>
                </a>
              </span>
            </li>
            <li>
              {text.productLabel} {site.productName}
            </li>
          </FooterColumn>

          <FooterColumn id="footer-info" heading={text.infoHeading} muted>
            <li>
              <PageLink href="/pdpa" className="hover:text-white hover:underline">
                {text.privacy}
              </PageLink>
            </li>
            <li>
              <span>{text.terms}</span>
            </li>
            <li>
              <CookieSettingsButton
                analytics={analyticsIds()}
                policy={cookiePolicy}
                className="cursor-pointer text-left hover:text-white hover:underline"
              />
            </li>
            <li>
              © {site.copyrightYear} {site.productName}. {text.rights}
            </li>
          </FooterColumn>
        </div>
      </div>
    </footer>
  )
}
