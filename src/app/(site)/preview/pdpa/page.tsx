import type { PrivacyNotice } from '@/payload-types'

import { PrivacyNoticeView } from '@/features/privacy/components/privacy-notice-view'
import { PreviewForbidden, PreviewFrame } from '@/features/site-content/components/preview-frame'
import { PageMain } from '@/features/site-content/layout/page-main'
import { SiteFooter } from '@/features/site-content/layout/site-footer'
import { previewer } from '@/features/site-content/preview'
import { readDraft } from '@/features/site-content/read'
import { privacyNoticeContent } from '@/features/site-content/sections'

import { previewMetadata } from '../metadata'

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The privacy notice's draft, as /pdpa will show it once published. */
export default async function PrivacyNoticePreview() {
  const user = await previewer('/preview/pdpa')
  if (!user) return <PreviewForbidden />
  const notice = await readDraft<PrivacyNotice>(user, { global: 'privacy-notice' })
  return (
    <PreviewFrame shown={[notice]}>
      <PageMain className="bg-primary-50/60">
        <PrivacyNoticeView notice={privacyNoticeContent(notice!)} />
      </PageMain>
      <SiteFooter />
    </PreviewFrame>
  )
}
