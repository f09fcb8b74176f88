'use client'

import { useEffect } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { PageLink } from '@/components/ui/page-link'

import { errorText as text } from '@/features/site-content/content/error-messages'

type ErrorPageProps = {
  error: Error & { digest?: string; statusText?: string }
  reset: () => void
}

export default function ErrorPage({ error, reset }: ErrorPageProps) {
  useEffect(() => {
    console.error(error)
  }, [error])

  // A server error arrives with a digest and a redacted message; say something useful instead.
  const detail = error.digest
    ? text.description
    : error.statusText || error.message || text.description

  return (
    <main id="main" className="flex flex-1 items-center bg-primary-50">
      <div className="container-page py-20 text-center">
        <h1 className="text-2xl font-bold md:text-3xl">{text.title}</h1>
        <p className="mx-auto mt-3 max-w-xl break-words text-muted" data-testid="error-detail">
          {detail}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className={buttonVariants()}>
            {text.retry}
          </button>
          <PageLink href="/" className={buttonVariants({ variant: 'secondary' })}>
            {text.backHome}
          </PageLink>
        </div>
      </div>
    </main>
  )
}
