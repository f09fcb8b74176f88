import { PreviewForbidden, PreviewFrame } from '@/components/pages/preview-frame'
import { PrivacyNoticeView } from '@/components/pages/privacy-notice-view'
import { readDraft } from '@/lib/content/read'
import { previewer } from '@/lib/content/preview'
import { privacyNoticeContent } from '@/lib/content/sections'
import type { PrivacyNotice } from '@/payload-types'

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
      <PrivacyNoticeView notice={privacyNoticeContent(notice!)} />
    </PreviewFrame>
  )
}
