import { ArrowLeft, ArrowRight } from '@/components/ui/icons'
import { PageLink } from '@/components/ui/page-link'

import { messages } from '@/features/site-content'

import { articlePath } from '../path'
import type { ArticleLink } from '../read'

const linkClass =
  'group flex min-h-11 flex-col gap-1 rounded-card border border-line bg-white p-4 shadow-soft transition-colors hover:border-primary-300 hover:bg-primary-50'

/** Previous and next articles in list order, with their titles; no link at either end. */
export function ArticlePager({
  previous,
  next,
}: {
  previous: ArticleLink | null
  next: ArticleLink | null
}) {
  const text = messages.articles
  if (!previous && !next) return null
  return (
    <nav aria-label={text.pagerLabel} className="grid gap-4 sm:grid-cols-2">
      {previous ? (
        <PageLink href={articlePath(previous.slug)} rel="prev" className={linkClass}>
          <span className="flex items-center gap-1 text-sm text-muted">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {text.previous}
          </span>
          <span className="font-bold text-primary-800">{previous.title}</span>
        </PageLink>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <PageLink href={articlePath(next.slug)} rel="next" className={`${linkClass} sm:text-right`}>
          <span className="flex items-center gap-1 text-sm text-muted sm:justify-end">
            {text.next}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-bold text-primary-800">{next.title}</span>
        </PageLink>
      ) : null}
    </nav>
  )
}
