import { ArticleNotFound } from '@/components/articles/article-not-found'
import { SiteFooter } from '@/components/layout/site-footer'

export default function ArticleDetailNotFound() {
  return (
    <>
      <ArticleNotFound />
      <SiteFooter />
    </>
  )
}
