import type { Metadata } from 'next'
import Link from 'next/link'

import { ContactFooter } from '@/components/layout/contact-footer'
import { PageMain } from '@/components/layout/page-main'
import { buttonVariants } from '@/components/ui/button'
import { contactCta } from '@/content/landing'
import { messages } from '@/content/messages'

export const metadata: Metadata = {
  title: messages.articles.detailHeading,
  robots: { index: false },
}

export default function ArticleDetailPage() {
  const text = messages.articles
  return (
    <>
      <PageMain>
        <section className="container-page max-w-3xl section-y text-center">
          <h1 className="text-3xl font-bold md:text-4xl">{text.detailHeading}</h1>
          <p className="mt-4 text-lg text-muted">{text.detailPending}</p>
          <Link
            href="/articles"
            className={buttonVariants({ variant: 'secondary', className: 'mt-8' })}
          >
            {text.backToList}
          </Link>
        </section>
      </PageMain>
      <ContactFooter cta={contactCta} />
    </>
  )
}
