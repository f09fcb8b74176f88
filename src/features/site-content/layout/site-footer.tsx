import { PageLink } from '@/components/ui/page-link'
import { analyticsIds } from '@/kernel/attribution/analytics-ids'

import { CookieSettingsButton } from '@/features/privacy/server'

import { messages } from '../content/messages'
import { readCookiePolicy, readSite } from '../read'

/** The slim footer of pages that do not carry the contact block (/pdpa, not-found). */
export async function SiteFooter() {
  const [site, cookiePolicy] = await Promise.all([readSite(), readCookiePolicy()])
  return (
    <footer className="border-t border-line bg-primary-50">
      <div className="container-page flex flex-col gap-2 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {site.copyrightYear} {site.productName}. {messages.footer.rights}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <li>
            <PageLink href="/pdpa" className="text-primary-800 hover:underline">
              {messages.footer.privacy}
            </PageLink>
          </li>
          <li>
            <CookieSettingsButton
              analytics={analyticsIds()}
              policy={cookiePolicy}
              className="cursor-pointer text-primary-800 hover:underline"
            />
          </li>
          <li>
            <a href={site.phoneHref} className="text-primary-800 hover:underline">
              {messages.footer.phoneLabel} {site.phone}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  )
}
