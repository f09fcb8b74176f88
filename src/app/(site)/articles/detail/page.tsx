import { notFound } from 'next/navigation'

/**
 * /articles/detail?slug=x is rewritten to /articles/detail/x by the proxy; reaching this page
 * means the slug is missing, which is a 404 with the article not-found message.
 */
export default function ArticleDetailWithoutSlug(): never {
  notFound()
}
