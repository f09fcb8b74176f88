import { messages } from '@/features/site-content'
import { NotFoundContent } from '@/features/site-content/server'

/** Shown with status 404 for an unknown article slug: back to the list, or home. */
export function ArticleNotFound() {
  const text = messages.articles
  return (
    <NotFoundContent
      code={messages.notFound.code}
      title={text.notFoundTitle}
      description={text.notFoundDescription}
      homeLabel={messages.notFound.backHome}
      secondary={{ href: '/articles', label: text.backToList }}
    />
  )
}
