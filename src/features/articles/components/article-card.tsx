import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ArrowRight } from '@/components/ui/icons'
import { OptimizedImage } from '@/components/ui/optimized-image'
import { PageLink } from '@/components/ui/page-link'

import { messages } from '@/features/site-content'

import type { PublishedArticle } from '../read'
import { TagBadges } from './tag-badges'

type ArticleCardProps = {
  article: PublishedArticle
  href: string
  /**
   * `first`: the likely largest paint, preloaded at high priority; `eager`: the rest of the first
   * row, loaded at once but after it; `lazy`: the rest, when scrolled near.
   */
  loading: 'first' | 'eager' | 'lazy'
}

/** One article in the list: tags, cover, title, excerpt and the 'อ่านต่อ' link. */
export function ArticleCard({ article, href, loading }: ArticleCardProps) {
  const text = messages.articles
  return (
    <Card as="article" padded={false} className="flex h-full flex-col overflow-hidden">
      {article.cover ? (
        <OptimizedImage
          src={article.cover.large.url}
          alt={article.cover.alt}
          width={article.cover.card.width}
          height={article.cover.card.height}
          sizes="(min-width: 1200px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          preload={loading === 'first'}
          fetchPriority={loading === 'first' ? 'high' : loading === 'eager' ? 'low' : undefined}
          className="aspect-video w-full bg-primary-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5 md:p-6">
        <TagBadges tags={article.tags} />
        <h2 className="text-xl font-bold text-ink">{article.title}</h2>
        <p className="line-clamp-3 text-muted">{article.excerpt}</p>
        {/* Not prefetched when the card scrolls into view (PageLink): on a phone's data plan, six
            article pages fetched in the background would cost more than the click they save. */}
        <PageLink
          href={href}
          className={buttonVariants({
            variant: 'secondary',
            size: 'sm',
            className: 'mt-auto self-start',
          })}
        >
          {text.readMore}
          <span className="sr-only"> {article.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </div>
    </Card>
  )
}
