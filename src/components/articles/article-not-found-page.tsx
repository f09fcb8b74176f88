import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { SiteFooter } from '@/components/layout/site-footer'

import { ArticleNotFound } from './article-not-found'

/** Sets the 404 status from inside a Suspense boundary, after the page's own HTML is written. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * The article 404 as a page's own content. A notFound() at the top of the page would make Next
 * send its empty error shell (the site has two root layouts) and the text would appear only after
 * hydration; here the server writes the text, and the status comes from a boundary with nothing to
 * show (after hydration Next swaps in detail/not-found.tsx, which looks the same).
 */
export function ArticleNotFoundPage() {
  return (
    <>
      <ArticleNotFound />
      <SiteFooter />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
