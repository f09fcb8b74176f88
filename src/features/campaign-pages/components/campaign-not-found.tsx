import { NotFoundContent } from '@/features/site-content/layout/not-found-content'
import { SiteFooter } from '@/features/site-content/layout/site-footer'
import { messages } from '@/features/site-content/content/messages'

/** An unknown or unpublished campaign page: the site's 404, with the way home. */
export function CampaignNotFound() {
  return (
    <>
      <NotFoundContent
        code={messages.notFound.code}
        title={messages.notFound.title}
        description={messages.notFound.description}
        homeLabel={messages.notFound.backHome}
      />
      <SiteFooter />
    </>
  )
}
