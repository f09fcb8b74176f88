import type { Metadata } from 'next'

import { OptimizedImage } from '@/components/ui/optimized-image'
import { siteIdentity } from '@/kernel/site'
import { formatThaiDateTime } from '@/kernel/text/thai-date'

import { ArticleNotFoundPage } from '@/features/articles/components/article-not-found-page'
import { ArticlePager } from '@/features/articles/components/article-pager'
import { ShareButtons } from '@/features/articles/components/share-buttons.client'
import { TagBadges } from '@/features/articles/components/tag-badges'
import { articlePath } from '@/features/articles/path'
import { absoluteUrl, cachedArticles, neighboursIn } from '@/features/articles/read'
import { messages } from '@/features/site-content/content/messages'
import { ContactFooter } from '@/features/site-content/layout/contact-footer'
import { PageMain } from '@/features/site-content/layout/page-main'

type Props = { params: Promise<{ slug: string }> }

/** Next may hand the segment over still percent-encoded (Thai slugs); a bad escape is no slug. */
function slugFrom(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

async function articleFor(params: Props['params']) {
  const slug = slugFrom((await params).slug)
  return slug ? cachedArticles.bySlug(slug) : null
}

export async function generateStaticParams() {
  const links = await cachedArticles.links()
  return links.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await articleFor(params)
  if (!article) return { title: messages.articles.notFoundTitle, robots: { index: false } }
  const url = articlePath(article.slug)
  const images = article.cover
    ? [
        {
          url: article.cover.og.url,
          width: article.cover.og.width,
          height: article.cover.og.height,
          alt: article.cover.alt,
        },
      ]
    : undefined
  return {
    title: article.title,
    description: article.excerpt,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      url,
      title: article.title,
      description: article.excerpt,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      tags: article.tags,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: article.title,
      description: article.excerpt,
      images: images?.map((image) => image.url),
    },
  }
}

/** JSON-LD in a script tag: escape "<" so the content can never close the tag. */
function jsonLd(data: unknown) {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export default async function ArticleDetailPage({ params }: Props) {
  const article = await articleFor(params)
  if (!article) return <ArticleNotFoundPage />
  const { previous, next } = neighboursIn(await cachedArticles.links(), article.slug)
  const canonical = absoluteUrl(articlePath(article.slug))
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: canonical,
    url: canonical,
    inLanguage: 'th-TH',
    keywords: article.tags.join(', ') || undefined,
    image: article.cover ? [absoluteUrl(article.cover.og.url)] : undefined,
    publisher: { '@type': 'Organization', name: siteIdentity().productName },
  }

  return (
    <>
      <PageMain>
        <article className="container-page max-w-3xl py-10 md:py-16">
          <header>
            <TagBadges tags={article.tags} />
            <h1 className="mt-4 text-3xl font-bold md:text-4xl">{article.title}</h1>
            <p className="mt-3 text-muted">
              {messages.articles.publishedOn}{' '}
              <time dateTime={article.publishedAt}>{formatThaiDateTime(article.publishedAt)}</time>
            </p>
          </header>
          {article.cover ? (
            <OptimizedImage
              src={article.cover.large.url}
              alt={article.cover.alt}
              width={article.cover.large.width}
              height={article.cover.large.height}
              sizes="(min-width: 48rem) 720px, 100vw"
              preload
              className="mt-8 w-full rounded-card bg-primary-50 object-cover"
            />
          ) : null}
          <div
            className="article-content mt-8"
            dangerouslySetInnerHTML={{ __html: article.contentHtml }}
          />
          <div className="mt-10 border-t border-line pt-6">
            <ShareButtons
              url={canonical}
              title={article.title}
              text={{
                shareHeading: messages.articles.shareHeading,
                shareFacebook: messages.articles.shareFacebook,
                shareLine: messages.articles.shareLine,
              }}
            />
          </div>
          <div className="mt-10">
            <ArticlePager previous={previous} next={next} />
          </div>
        </article>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }}
        />
      </PageMain>
      <ContactFooter />
    </>
  )
}
