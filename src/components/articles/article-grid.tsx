import { messages } from '@/content/messages'
import { articlePath, type PublishedArticle } from '@/lib/articles/read'

import { ArticleCard } from './article-card'

/** Spec: cards appear with a 0.2 s delay per index; capped so a long list never waits seconds. */
const staggerMs = 200
const maxDelayMs = 1600
const columnsOnDesktop = 3

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
          className="render-card-when-near motion-safe:animate-fade-up"
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
