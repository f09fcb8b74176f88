import { NotFoundAfterContent, SiteFooter } from '@/features/site-content/server'

import { ArticleNotFound } from './article-not-found'

/** The article 404 as a page's own content (see NotFoundAfterContent). */
export function ArticleNotFoundPage() {
  return (
    <>
      <ArticleNotFound />
      <SiteFooter />
      <NotFoundAfterContent />
    </>
  )
}
