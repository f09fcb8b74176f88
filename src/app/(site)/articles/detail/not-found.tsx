import { ArticleNotFound } from '@/features/articles/components/article-not-found'
import { SiteFooter } from '@/features/site-content/layout/site-footer'

export default function ArticleDetailNotFound() {
  return (
    <>
      <ArticleNotFound />
      <SiteFooter />
    </>
  )
}
