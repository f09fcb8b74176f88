import type { BeforeListTableServerProps, Where } from 'payload'

import { formatCount } from '@/kernel/text/format'

import { closedStatuses, salesListViewsText } from '../content/admin'

type ViewKey = keyof (typeof salesListViewsText)['th']['views']

/**
 * Above the leads and registrations tables: the team's saved views, as links to the list with
 * their filter (spam stays out of all but its own, see the collections' baseListFilter). The
 * current view is marked for screen readers too; the spam view shows its count, since staff go
 * there to restore a false positive.
 */
export async function SalesListViews({
  payload,
  i18n,
  searchParams,
  collectionSlug,
  user,
}: BeforeListTableServerProps) {
  const text = i18n.language === 'en' ? salesListViewsText.en : salesListViewsText.th
  const slug = collectionSlug as 'leads' | 'registrations'
  const views: [ViewKey, Where | null][] = [
    ['all', null],
    // Not contacted yet, whoever has waited longest first (sorted by arrival, oldest first).
    ['waiting', { status: { equals: 'new' }, firstContactedAt: { exists: false } }],
    ['mine', user ? { assignee: { equals: user.id } } : null],
    ['unassigned', { assignee: { exists: false } }],
    [
      'overdue',
      {
        nextFollowUpAt: { less_than: new Date().toISOString() },
        status: { not_in: closedStatuses },
      },
    ],
    ['spam', { status: { equals: 'spam' } }],
  ]
  const { totalDocs: spamCount } = await payload.count({
    collection: slug,
    where: { status: { equals: 'spam' } },
    overrideAccess: true,
  })
  const base = `${payload.config.routes.admin}/collections/${slug}`
  // The filter may arrive parsed or as flat where[…] keys, and the admin may rewrite it into its
  // own or/and form: recognise a view by the names and values it asks about.
  const current = JSON.stringify(searchParams ?? {})
  const asks = (...parts: string[]) => parts.every((part) => current.includes(part))
  const isCurrent: Record<ViewKey, boolean> = {
    all: !current.includes('where'),
    waiting: asks('firstContactedAt'),
    mine: asks('assignee', 'equals'),
    unassigned: asks('assignee', 'exists'),
    overdue: asks('nextFollowUpAt'),
    spam: asks('spam'),
  }

  return (
    <nav
      aria-label={text.label}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBottom: '1rem' }}
    >
      {views.map(([key, where]) => {
        if (key === 'mine' && !where) return null
        const sort = key === 'waiting' ? '&sort=createdAt' : ''
        const href = where ? `${base}?${queryOf(where)}${sort}` : base
        return (
          <a key={key} href={href} aria-current={isCurrent[key] ? 'page' : undefined}>
            {text.views[key]}
            {key === 'spam' ? ` (${formatCount(spamCount)})` : ''}
          </a>
        )
      })}
    </nav>
  )
}

/** `where` as the admin's list reads it from its address: where[field][operator]=value. */
function queryOf(where: Where): string {
  const params = new URLSearchParams()
  const add = (prefix: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => add(`${prefix}[${index}]`, item))
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${prefix}[${key}]`, inner)
    } else params.append(prefix, String(value))
  }
  add('where', where)
  return params.toString()
}
