import { cn } from '@/components/ui/cn'

import { messages } from '@/features/site-content'

import { articlePath } from '../path'
import type { PublishedArticle } from '../read'
import { ArticleCard } from './article-card'

/** Cards appear with a 0.2 s delay per index; capped so a long list never waits seconds. */
const staggerMs = 200
const maxDelayMs = 1600
const columnsOnDesktop = 3
/**
 * Cards laid out with the first frame: the first screen on any width and a row beyond. The rest
 * skip style and layout until scrolled near (content-visibility). Not every card: a skipped card
 * that turns out to be near the viewport is laid out again a frame later, just after the first
 * paint, and while the entrance animation runs every frame commits anew (the traces are in
 * docs/architecture.md's performance notes).
 */
const cardsLaidOutAtOnce = 2 * columnsOnDesktop

export function ArticleGrid({ articles }: { articles: PublishedArticle[] }) {
  const text = messages.articles
  if (articles.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
        {text.empty}
      </p>
    )
  }
  return (
    <ul aria-label={text.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {articles.map((article, index) => (
        <li
          key={article.id}
          className={cn(
            'motion-safe:animate-fade-up',
            index >= cardsLaidOutAtOnce && 'render-card-when-near',
          )}
          style={{ animationDelay: `${Math.min(index * staggerMs, maxDelayMs)}ms` }}
        >
          <ArticleCard
            article={article}
            href={articlePath(article.slug)}
            loading={index === 0 ? 'first' : index < columnsOnDesktop ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  )
}
