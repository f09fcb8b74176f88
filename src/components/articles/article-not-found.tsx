import Link from 'next/link'

import { PageMain } from '@/components/layout/page-main'
import { buttonVariants } from '@/components/ui/button'
import { messages } from '@/content/messages'

/** Shown with status 404 for /articles/detail without a slug or with an unknown one. */
export function ArticleNotFound() {
  const text = messages.articles
  return (
    <PageMain className="flex items-center bg-primary-50">
      <div className="container-page py-20 text-center">
        <p className="text-7xl font-bold text-primary-600 md:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold md:text-3xl">{text.notFoundTitle}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted">{text.notFoundDescription}</p>
        <Link href="/articles" className={buttonVariants({ className: 'mt-8' })}>
          {text.backToList}
        </Link>
      </div>
    </PageMain>
  )
}
