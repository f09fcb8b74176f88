import { messages } from '@/features/site-content'
import { NotFoundContent, SiteFooter } from '@/features/site-content/server'

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
