import { createHash } from 'node:crypto'

import type { Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { thaiDateField } from '@/kernel/admin/thai-cells'
import { announcePublication } from '@/kernel/content/announce-publication'
import { contentTags } from '@/kernel/content/cache'
import { rows, text, textarea, textList } from '@/kernel/content/fields'
import {
  contentAccess,
  lastEditedByField,
  livePreviewAt,
  pageVersions,
  versionHistoryViews,
} from '@/kernel/content/globals'
import { forgetNoticeVersions } from '@/kernel/content/published'
import { revalidateGlobal } from '@/kernel/content/revalidate'
import { bangkokDay } from '@/kernel/text/thai-date'

/** The section whose change makes the cookie banner ask every visitor again. */
const cookieSectionAnchor = 'cookies'

const paragraphs: Field = rows(
  'content',
  { th: 'เนื้อหาของข้อ', en: 'Content' },
  { th: 'ย่อหน้า', en: 'Paragraph', enPlural: 'Paragraphs' },
  [
    {
      name: 'kind',
      type: 'select',
      label: { th: 'ชนิด', en: 'Kind' },
      required: true,
      defaultValue: 'p',
      options: [
        { value: 'p', label: { th: 'ย่อหน้า', en: 'Paragraph' } },
        { value: 'ul', label: { th: 'รายการแบบจุด', en: 'Bullet list' } },
      ],
    },
    textarea(
      'text',
      { th: 'ข้อความ', en: 'Text' },
      {
        required: false,
        admin: { condition: (_: unknown, row: { kind?: string }) => row?.kind === 'p' },
      },
    ),
    textList(
      'items',
      { th: 'รายการ', en: 'Items' },
      { admin: { condition: (_: unknown, row: { kind?: string }) => row?.kind === 'ul' } },
    ),
  ],
)

type Notice = {
  title?: string | null
  effectiveText?: string | null
  effectiveDate?: string | null
  intro?: { text?: string | null }[] | null
  sections?:
    | {
        anchor?: string | null
        title?: string | null
        content?:
          | {
              kind?: string | null
              text?: string | null
              items?: { text?: string | null }[] | null
            }[]
          | null
      }[]
    | null
  noticeVersion?: string | null
  contentHash?: string | null
  cookieHash?: string | null
  cookieVersion?: string | null
  cookieRevision?: number | null
  _status?: string | null
}

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex')

type Section = NonNullable<Notice['sections']>[number]

/** A section as a reader sees it: its texts, not the row ids or empty fields Payload adds. */
const readableSection = (section: Section | undefined) =>
  section && {
    anchor: section.anchor ?? '',
    title: section.title ?? '',
    content: (section.content ?? []).map((row) =>
      row.kind === 'ul'
        ? { ul: (row.items ?? []).map((item) => item.text ?? '') }
        : { p: row.text ?? '' },
    ),
  }

/** The notice as a reader sees it. */
const readable = (notice: Notice) => ({
  title: notice.title ?? '',
  effectiveText: notice.effectiveText ?? '',
  effectiveDate: (notice.effectiveDate ?? '').slice(0, 10),
  intro: (notice.intro ?? []).map((row) => row.text ?? ''),
  sections: (notice.sections ?? []).map(readableSection),
})

/**
 * Publishing a changed notice gives it a new version (the day it was published, then .2, .3 on
 * the same day), which the leads, registrations and consent records made under it store; a
 * change of the cookie section also moves the cookie version and revision, so the banner asks
 * every visitor again. A publication that changes nothing a reader sees keeps the versions.
 * Earlier versions stay readable in the version history.
 *
 * Payload hands the hook what was sent (a scheduled publication sends only the status) and the
 * latest version, draft or not, whose fingerprints are those of the last publication (a draft
 * never changes them): what is published is the two merged.
 */
const versionOnPublish: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc ?? {}) as Notice
  const next = { ...before, ...(data as Notice) }
  if (next._status !== 'published') return data
  const contentHash = hashOf(readable(next))
  const cookieHash = hashOf(
    readableSection(next.sections?.find((section) => section.anchor === cookieSectionAnchor)) ??
      null,
  )
  // The day it is published in Bangkok, the day the business and its visitors see.
  const day = bangkokDay(new Date())
  const fresh = (previous: string | null | undefined) =>
    previous?.startsWith(day) ? `${day}.${Number(previous.split('.')[1] ?? 1) + 1}` : day
  const result = data as Notice
  result.noticeVersion = before.noticeVersion ?? next.noticeVersion
  result.cookieVersion = before.cookieVersion ?? next.cookieVersion
  result.cookieRevision = before.cookieRevision ?? next.cookieRevision
  if (before.contentHash && before.contentHash !== contentHash) {
    result.noticeVersion = fresh(before.noticeVersion)
  }
  if (before.cookieHash && before.cookieHash !== cookieHash) {
    result.cookieVersion = result.noticeVersion ?? fresh(before.cookieVersion)
    result.cookieRevision = (before.cookieRevision ?? 1) + 1
  }
  result.contentHash = contentHash
  result.cookieHash = cookieHash
  return data
}

const generated = { readOnly: true, position: 'sidebar' as const }

/** The privacy notice at /pdpa, section by section. */
export const PrivacyNotice: GlobalConfig = {
  slug: 'privacy-notice',
  label: { th: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล', en: 'Privacy notice' },
  access: contentAccess,
  admin: {
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'ข้อความในหน้า /pdpa เผยแพร่ฉบับที่เปลี่ยนแล้วระบบจะขึ้นเลขฉบับใหม่ให้เอง ฉบับก่อนหน้าดูได้จากประวัติ ถ้าแก้ข้อ "คุกกี้" ผู้เข้าชมจะถูกถามความยินยอมคุกกี้ใหม่',
      en: 'The /pdpa notice. A published change gets a new version; a change of the cookie section asks visitors again.',
    },
    livePreview: livePreviewAt('/pdpa'),
    components: { views: versionHistoryViews },
  },
  fields: [
    text('title', { th: 'ชื่อเรื่อง', en: 'Title' }),
    text('effectiveText', { th: 'ข้อความวันที่มีผลบังคับใช้', en: 'Effective text' }),
    {
      name: 'effectiveDate',
      type: 'date',
      label: { th: 'วันที่มีผลบังคับใช้', en: 'Effective date' },
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' }, components: { Field: thaiDateField } },
    },
    textList('intro', { th: 'ย่อหน้านำ', en: 'Introduction' }),
    rows(
      'sections',
      { th: 'ข้อของนโยบาย', en: 'Sections' },
      { th: 'ข้อ', en: 'Section', enPlural: 'Sections' },
      [
        text(
          'anchor',
          { th: 'ชื่อลิงก์ของข้อ (ภาษาอังกฤษ)', en: 'Anchor' },
          {
            admin: {
              description: {
                th: 'ใช้ลิงก์ไปยังข้อนี้ เช่น /pdpa#cookies (ข้อคุกกี้ต้องใช้ชื่อนี้)',
                en: 'Links to the section, e.g. /pdpa#cookies',
              },
            },
            validate: (value: unknown) =>
              /^[a-z][a-z0-9-]*$/.test(String(value ?? '')) || 'ใช้ a-z ตัวเลข และ - เท่านั้น',
          },
        ),
        text('title', { th: 'หัวข้อ', en: 'Title' }),
        paragraphs,
      ],
    ),
    {
      name: 'noticeVersion',
      type: 'text',
      label: { th: 'ฉบับของนโยบาย', en: 'Notice version' },
      admin: generated,
    },
    {
      name: 'cookieVersion',
      type: 'text',
      label: { th: 'ฉบับของนโยบายคุกกี้', en: 'Cookie version' },
      admin: generated,
    },
    {
      name: 'cookieRevision',
      type: 'number',
      label: { th: 'ครั้งที่แก้ข้อคุกกี้', en: 'Cookie revision' },
      admin: generated,
    },
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
    { name: 'cookieHash', type: 'text', admin: { hidden: true } },
    lastEditedByField,
  ],
  hooks: {
    beforeChange: [versionOnPublish],
    afterChange: [
      ({ doc }) => {
        forgetNoticeVersions()
        return doc
      },
      revalidateGlobal(contentTags.privacy),
      announcePublication,
    ],
  },
  versions: pageVersions,
}
