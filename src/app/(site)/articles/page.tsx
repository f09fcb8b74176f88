import type { Metadata } from 'next'

import { ArticleGrid } from '@/features/articles/components/article-grid'
import { cachedArticles } from '@/features/articles/read'
import { messages } from '@/features/site-content/content/messages'
import { ContactFooter } from '@/features/site-content/layout/contact-footer'
import { PageMain } from '@/features/site-content/layout/page-main'

export const metadata: Metadata = {
  title: messages.articles.heading,
  description: messages.articles.subtitle,
  alternates: {
    canonical: '/articles',
    types: { 'application/rss+xml': '/articles/rss.xml' },
  },
  openGraph: {
    url: '/articles',
    title: messages.articles.heading,
    description: messages.articles.subtitle,
  },
}

export default async function ArticlesPage() {
  const text = messages.articles
  const articles = await cachedArticles.list()
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <section className="container-page section-y" aria-labelledby="articles-heading">
          <header className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
            <h1 id="articles-heading" className="text-3xl font-bold md:text-4xl">
              {text.heading}
            </h1>
            <p className="mt-4 text-lg text-muted">{text.subtitle}</p>
          </header>
          <ArticleGrid articles={articles} />
        </section>
      </PageMain>
      <ContactFooter />
    </>
  )
}
