import type { CollectionConfig } from 'payload'

import { authenticatedOrPublished } from '@/kernel/access/authenticated-or-published'
import { contentTeam } from '@/kernel/access/by-role'
import { siteSlugField } from '@/kernel/admin/slug-field'
import { announcePublication } from '@/kernel/content/announce-publication'
import { ensureSlug } from '@/kernel/content/ensure-slug'
import { lastEditedByField, versionHistoryViews } from '@/kernel/content/globals'

import { redirectOnRename } from '@/features/site-content'

import { renderContent } from './hooks/render-content'
import { revalidateOnChange, revalidateOnDelete } from './hooks/revalidate-articles'

/** Articles for /articles, written by the marketing team; the public reads published ones only. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  access: {
    read: authenticatedOrPublished,
    create: contentTeam,
    update: contentTeam,
    delete: contentTeam,
    // Drafts and earlier versions are the writers' (marketing, admins), not sales'.
    readVersions: contentTeam,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'tags', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'tags'],
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'บทความบนหน้า /articles เผยแพร่แล้วจะแสดงบนเว็บไซต์ภายในไม่กี่วินาที ตั้งเวลาเผยแพร่ได้จากปุ่มเผยแพร่',
      en: 'Articles shown on /articles once published.',
    },
    components: { views: versionHistoryViews },
  },
  labels: {
    singular: { th: 'บทความ', en: 'Article' },
    plural: { th: 'บทความ', en: 'Articles' },
  },
  defaultSort: 'title',
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { th: 'ชื่อบทความ', en: 'Title' },
      required: true,
      maxLength: 200,
    },
    siteSlugField({
      th: 'ที่อยู่ของบทความ: /articles/detail?slug=ชื่อลิงก์ เปลี่ยนหลังเผยแพร่แล้ว ที่อยู่เดิมจะพาไปที่ใหม่ให้เอง',
      en: 'The article is at /articles/detail?slug=<slug>.',
    }),
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: { th: 'รูปหน้าปก', en: 'Cover image' },
      required: true,
    },
    {
      name: 'content',
      type: 'richText',
      label: { th: 'เนื้อหา', en: 'Content' },
      required: true,
    },
    {
      name: 'tags',
      type: 'text',
      label: { th: 'แท็ก', en: 'Tags' },
      maxLength: 200,
      admin: {
        position: 'sidebar',
        description: { th: 'คั่นแต่ละแท็กด้วยจุลภาค เช่น การตลาด, PDPA', en: 'Comma-separated' },
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: { th: 'วันที่เผยแพร่', en: 'Published at' },
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy HH:mm' },
        description: { th: 'เว้นว่างไว้เพื่อใช้เวลาที่กดเผยแพร่', en: 'Empty: the time of publishing' },
      },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      label: { th: 'ข้อความย่อ (สร้างอัตโนมัติ)', en: 'Excerpt (generated)' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'contentHtml',
      type: 'code',
      label: { th: 'HTML ที่ผ่านการกรองแล้ว', en: 'Sanitised HTML' },
      admin: { hidden: true, readOnly: true },
    },
    lastEditedByField,
  ],
  hooks: {
    beforeValidate: [ensureSlug],
    beforeChange: [renderContent],
    // The article's address in the decoded form the redirect table looks up (not articlePath's).
    afterChange: [
      redirectOnRename((slug) => `/articles/detail?slug=${slug}`),
      revalidateOnChange,
      announcePublication,
    ],
    afterDelete: [revalidateOnDelete],
  },
  versions: {
    // Publication to the minute, as the pages and globals offer (Payload's picker: 5-minute steps).
    drafts: { schedulePublish: { timeIntervals: 1, timeFormat: 'HH:mm' } },
    maxPerDoc: 50,
  },
}
