import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteFooter } from '@/components/layout/site-footer'
import { messages } from '@/content/messages'

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
