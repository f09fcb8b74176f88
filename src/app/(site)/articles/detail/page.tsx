import type { Metadata } from 'next'

import { ArticleNotFoundPage } from '@/features/articles/components/article-not-found-page'
import { messages } from '@/features/site-content/content/messages'

export const metadata: Metadata = {
  title: messages.articles.notFoundTitle,
  robots: { index: false },
}

/**
 * /articles/detail?slug=x is rewritten to /articles/detail/x by the proxy; reaching this page
 * means the slug is missing, which is a 404 with the article not-found message.
 */
export default function ArticleDetailWithoutSlug() {
  return <ArticleNotFoundPage />
}
