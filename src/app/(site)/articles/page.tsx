import type { Metadata } from 'next'

import { ContactFooter } from '@/components/layout/contact-footer'
import { PageMain } from '@/components/layout/page-main'
import { contactCta } from '@/content/landing'
import { messages } from '@/content/messages'

export const metadata: Metadata = {
  title: messages.articles.heading,
  description: messages.articles.subtitle,
  alternates: { canonical: '/articles' },
}

export default function ArticlesPage() {
  const text = messages.articles
  return (
    <>
      <PageMain>
        <section className="container-page section-y text-center">
          <h1 className="text-3xl font-bold md:text-4xl">{text.heading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{text.subtitle}</p>
          <p className="mt-10 rounded-card border border-dashed border-line p-8 text-muted">
            {text.empty}
          </p>
        </section>
      </PageMain>
      <ContactFooter cta={contactCta} />
    </>
  )
}
