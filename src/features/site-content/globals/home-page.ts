import type { GlobalConfig } from 'payload'

import { announcePublication } from '@/kernel/content/announce-publication'
import { contentTags } from '@/kernel/content/cache'
import {
  contentAccess,
  lastEditedByField,
  livePreviewAt,
  pageVersions,
  versionHistoryViews,
} from '@/kernel/content/globals'
import { renderRichTextBlocks } from '@/kernel/content/render-rich-text'
import { revalidateGlobal } from '@/kernel/content/revalidate'

import { layoutField } from '../blocks'

/** The landing page (/): its sections in order, each a block. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { th: 'หน้าแรก', en: 'Home page' },
  access: contentAccess,
  admin: {
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'ส่วนต่าง ๆ ของหน้าแรกเรียงตามลำดับ คลิกที่ส่วนเพื่อแก้ไข ลากเพื่อสลับลำดับ ระบบบันทึกฉบับร่างให้เอง กดปุ่มรูปตาเพื่อดูตัวอย่างก่อนกดเผยแพร่',
      en: 'The sections of the home page, in order. Preview before publishing.',
    },
    livePreview: livePreviewAt('/home'),
    components: { views: versionHistoryViews },
  },
  fields: [layoutField, lastEditedByField],
  hooks: {
    beforeChange: [renderRichTextBlocks],
    afterChange: [revalidateGlobal(contentTags.home), announcePublication],
  },
  versions: pageVersions,
}
