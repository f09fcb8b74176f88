import { NotFoundAfterContent } from '@/components/layout/not-found-status'
import { SiteFooter } from '@/components/layout/site-footer'

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
