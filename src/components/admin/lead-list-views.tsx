import type { BeforeListTableServerProps } from 'payload'

import { leadListViewsText } from '@/content/admin'

const spamQuery = '?where[status][equals]=spam'

/**
 * Above the leads table: the default view (spam hidden, see the collection's baseListFilter) and
 * the spam view with its count, where staff restore a false positive by changing its status.
 */
export async function LeadListViews({ payload, i18n, searchParams }: BeforeListTableServerProps) {
  const text = i18n.language === 'en' ? leadListViewsText.en : leadListViewsText.th
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: { status: { equals: 'spam' } },
    overrideAccess: true,
  })
  const showingSpam = JSON.stringify(searchParams?.where ?? {}).includes('"spam"')
  const base = `${payload.config.routes.admin}/collections/leads`
  return (
    <nav aria-label={text.label} style={{ display: 'flex', gap: '1rem', marginBottom: '1rem' }}>
      <a href={base} aria-current={showingSpam ? undefined : 'page'}>
        {text.all}
      </a>
      <a href={`${base}${spamQuery}`} aria-current={showingSpam ? 'page' : undefined}>
        {text.spam} ({totalDocs.toLocaleString('th-TH')})
      </a>
    </nav>
  )
}
