'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { buttonVariants } from '@/components/ui/button'

import { articlesErrorText as text } from '@/features/site-content/content/error-messages'

/** The article pages could not load their data: say so in Thai and offer a retry. */
export default function ArticlesError({ error, reset }: { error: Error; reset: () => void }) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <main id="main" className="flex flex-1 items-center bg-primary-50">
      <div role="alert" className="container-page py-20 text-center">
        <h1 className="text-2xl font-bold md:text-3xl">{text.loadErrorTitle}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{text.loadErrorDescription}</p>
        <button type="button" onClick={retry} className={buttonVariants({ className: 'mt-8' })}>
          {text.retry}
        </button>
      </div>
    </main>
  )
}
