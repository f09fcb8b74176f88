import Link from 'next/link'

import { LogUnknownPath } from '@/components/layout/log-unknown-path.client'
import { PageMain } from '@/components/layout/page-main'
import { SiteFooter } from '@/components/layout/site-footer'
import { buttonVariants } from '@/components/ui/button'
import { messages } from '@/content/messages'

export default function NotFound() {
  const text = messages.notFound
  return (
    <>
      <PageMain className="flex items-center bg-primary-50">
        <div className="container-page py-20 text-center">
          <p className="text-7xl font-bold text-primary-600 md:text-8xl">{text.code}</p>
          <h1 className="mt-4 text-2xl font-bold md:text-3xl">{text.title}</h1>
          <p className="mx-auto mt-3 max-w-md text-muted">{text.description}</p>
          <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
            {text.backHome}
          </Link>
        </div>
      </PageMain>
      <SiteFooter />
      <LogUnknownPath />
    </>
  )
}
