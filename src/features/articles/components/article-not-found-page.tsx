import { NotFoundAfterContent } from '@/features/site-content/layout/not-found-status'
import { SiteFooter } from '@/features/site-content/layout/site-footer'

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
