import type { Metadata } from 'next'

import { PrivacyNoticeView } from '@/features/privacy/components/privacy-notice-view'
import { PageMain } from '@/features/site-content/layout/page-main'
import { SiteFooter } from '@/features/site-content/layout/site-footer'
import { readPrivacyNotice } from '@/features/site-content/read'
import { privacyNoticeContent } from '@/features/site-content/sections'

export async function generateMetadata(): Promise<Metadata> {
  const notice = privacyNoticeContent(await readPrivacyNotice())
  return {
    title: notice.title,
    description: notice.intro[0],
    alternates: { canonical: '/pdpa' },
  }
}

/** /pdpa: the published privacy notice (features/privacy/globals/privacy-notice). */
export default async function PdpaPage() {
  return (
    <>
      <PageMain className="bg-primary-50/60">
        <PrivacyNoticeView notice={privacyNoticeContent(await readPrivacyNotice())} />
      </PageMain>
      <SiteFooter />
    </>
  )
}
