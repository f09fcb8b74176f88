import type { CollectionConfig } from 'payload'

import { contentTeam } from '@/kernel/access/by-role'
import { checkedOnPublish } from '@/kernel/admin/checked-on-publish'
import { siteSlugField } from '@/kernel/admin/slug-field'
import { announcePublication } from '@/kernel/content/announce-publication'
import { ensureSlug } from '@/kernel/content/ensure-slug'
import { text, textarea } from '@/kernel/content/fields'
import {
  lastEditedByField,
  pageVersions,
  previewBreakpoints,
  versionHistoryViews,
} from '@/kernel/content/globals'
import { campaignPath } from '@/kernel/content/paths'
import { renderRichTextBlocks } from '@/kernel/content/render-rich-text'
import { env } from '@/kernel/env'

import { layoutField } from '@/features/site-content'

import { redirectOldSlug, revalidatePage, revalidatePageOnDelete } from './hooks'

/**
 * Campaign landing pages at /lp/<slug>, built from the same sections as the home page, with
 * their own title, description and share image. Leads sent from one carry it as their landing
 * page. Renaming a published page's slug leaves a permanent redirect from the old address.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: {
    // The pages read published pages on the server; over the API they are the team's.
    read: contentTeam,
    create: contentTeam,
    update: contentTeam,
    delete: contentTeam,
    readVersions: contentTeam,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'หน้าแคมเปญที่ /lp/ชื่อหน้า สร้างจากส่วนเดียวกับหน้าแรก ผู้สนใจที่ส่งแบบฟอร์มจากหน้านี้จะแสดงในตารางหน้าแรกที่เข้าชมบนแดชบอร์ด',
      en: 'Campaign pages at /lp/<slug>, from the same sections as the home page.',
    },
    livePreview: {
      url: ({ data }) => `${env.SITE_URL}/preview${campaignPath(String(data?.slug ?? ''))}`,
      breakpoints: previewBreakpoints,
    },
    components: { views: versionHistoryViews },
  },
  labels: {
    singular: { th: 'หน้าแคมเปญ', en: 'Campaign page' },
    plural: { th: 'หน้าแคมเปญ', en: 'Campaign pages' },
  },
  defaultSort: '-updatedAt',
  // Drafts may be half written; a publication is checked in full (shared/checked-on-publish).
  fields: checkedOnPublish([
    text('title', { th: 'ชื่อหน้า', en: 'Title' }, { maxLength: 120 }),
    siteSlugField({
      th: 'หน้านี้อยู่ที่ /lp/ชื่อลิงก์ เปลี่ยนหลังเผยแพร่แล้ว ที่อยู่เดิมจะพาไปที่ใหม่ให้เอง',
      en: 'The page is at /lp/<slug>.',
    }),
    {
      // The page's running or latest A/B test of its hero, with its figures (features/experiments/collections/experiments).
      name: 'experimentPanel',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/experiments/admin/experiment-results#ExperimentResults',
        },
      },
    },
    layoutField,
    {
      name: 'seo',
      type: 'group',
      label: { th: 'การค้นหาและการแชร์', en: 'Search and sharing' },
      fields: [
        text(
          'title',
          { th: 'ชื่อหน้าบน Google และการแชร์', en: 'Meta title' },
          {
            required: false,
            maxLength: 70,
            admin: {
              description: {
                th: 'ไม่กรอก ใช้ชื่อหน้าตามด้วยชื่อเว็บไซต์',
                en: 'Empty: the page title with the site name.',
              },
            },
          },
        ),
        textarea(
          'description',
          { th: 'คำอธิบายบน Google และการแชร์', en: 'Meta description' },
          {
            required: false,
            maxLength: 200,
            admin: {
              description: {
                th: 'ประมาณ 120-160 ตัวอักษร ไม่กรอก ใช้คำอธิบายของเว็บไซต์',
                en: 'About 120-160 characters.',
              },
            },
          },
        ),
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { th: 'รูปสำหรับการแชร์ (1200×630)', en: 'Share image' },
        },
      ],
    },
    lastEditedByField,
  ]),
  hooks: {
    beforeValidate: [ensureSlug],
    beforeChange: [renderRichTextBlocks],
    afterChange: [redirectOldSlug, revalidatePage, announcePublication],
    afterDelete: [revalidatePageOnDelete],
  },
  // Validated drafts: Payload's "create" screen then waits for the first save instead of storing
  // an empty draft as it opens (the fields' rules wait for the publication, above).
  versions: { drafts: { ...pageVersions.drafts, validate: true }, maxPerDoc: 100 },
}
