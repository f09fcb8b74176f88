import type { Metadata } from 'next'

import { PrivacyNoticeView } from '@/components/pages/privacy-notice-view'
import { readPrivacyNotice } from '@/lib/content/read'
import { privacyNoticeContent } from '@/lib/content/sections'

export async function generateMetadata(): Promise<Metadata> {
  const notice = privacyNoticeContent(await readPrivacyNotice())
  return {
    title: notice.title,
    description: notice.intro[0],
    alternates: { canonical: '/pdpa' },
  }
}

/** /pdpa: the published privacy notice (globals/privacy-notice). */
export default async function PdpaPage() {
  return <PrivacyNoticeView notice={privacyNoticeContent(await readPrivacyNotice())} />
}
