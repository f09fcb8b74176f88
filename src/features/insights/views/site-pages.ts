import { campaignPath } from '@/kernel/content/paths'

/**
 * The site's pages at fixed addresses (app/(site)): a view of any other page is of a published
 * campaign page (/lp/<slug>) or a published article (/articles/detail?slug=<slug>).
 */
export const fixedPages: ReadonlySet<string> = new Set([
  '/',
  '/articles',
  '/contact',
  '/contact/sent',
  '/pdpa',
  '/register',
  '/register/review',
  '/register/sent',
])

export type SitePageReaders = {
  /** Whether a campaign page is published under the slug. */
  campaign: (slug: string) => Promise<boolean>
  /** Whether an article is published under the slug. */
  article: (slug: string) => Promise<boolean>
}

const campaignPrefix = campaignPath('')
const articlePrefix = '/articles/detail?slug='

/**
 * Whether a page key (features/insights/views/page-view.mjs) is one of the site's pages now, so a page view
 * the browser reports counts only what a visitor can see, never an address a script made up.
 */
export async function isSitePage(page: string, readers: SitePageReaders): Promise<boolean> {
  if (fixedPages.has(page)) return true
  if (page.startsWith(campaignPrefix)) {
    const slug = page.slice(campaignPrefix.length)
    return slug !== '' && !slug.includes('/') && readers.campaign(slug)
  }
  if (page.startsWith(articlePrefix)) {
    const slug = page.slice(articlePrefix.length)
    return slug !== '' && readers.article(slug)
  }
  return false
}
