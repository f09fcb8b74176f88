import type { CollectionConfig, PayloadRequest } from 'payload'

import { contentTeam } from '@/kernel/access/by-role'

import { isRedirectSource, isRedirectTarget, reloadRedirects } from '../redirects'

/** This instance's table at once; the others' within their 10 s refresh. */
const reload = async ({ req }: { req: PayloadRequest }) => {
  await reloadRedirects(req)
}

/**
 * Permanent (301) redirects from old addresses: made by hand for old campaign URLs, and
 * automatically when a published page's or article's slug changes. The server answers them
 * before Next sees the request (scripts/serve.mjs, features/site-content/redirects.ts).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  access: { read: contentTeam, create: contentTeam, update: contentTeam, delete: contentTeam },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'auto', 'updatedAt'],
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'ที่อยู่เก่าที่ส่งผู้เข้าชมไปยังที่อยู่ใหม่ (301) เช่น ลิงก์แคมเปญเก่า ระบบสร้างให้เองเมื่อเปลี่ยนชื่อลิงก์ของบทความหรือหน้าแคมเปญที่เผยแพร่แล้ว',
      en: 'Old addresses sent on to new ones (301).',
    },
  },
  labels: {
    singular: { th: 'การเปลี่ยนเส้นทาง', en: 'Redirect' },
    plural: { th: 'การเปลี่ยนเส้นทาง', en: 'Redirects' },
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      label: { th: 'จากที่อยู่เก่า', en: 'From' },
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          th: 'ขึ้นต้นด้วย / เช่น /promo-songkran หรือ /articles/detail?slug=ชื่อเดิม',
          en: 'A path on this site, e.g. /promo-songkran',
        },
      },
      validate: (value: unknown) =>
        isRedirectSource(String(value ?? '')) ||
        'ต้องขึ้นต้นด้วย / และไม่ใช่หน้าหลักของเว็บไซต์ (/, /articles, /pdpa, /register, /admin, /api)',
    },
    {
      name: 'to',
      type: 'text',
      label: { th: 'ไปยังที่อยู่ใหม่', en: 'To' },
      required: true,
      admin: {
        description: {
          th: 'ที่อยู่ในเว็บไซต์ (ขึ้นต้นด้วย /) หรือลิงก์ https:// ไปเว็บอื่น',
          en: 'A path on this site or an https:// address',
        },
      },
      validate: (value: unknown) =>
        isRedirectTarget(String(value ?? '')) || 'ต้องขึ้นต้นด้วย / หรือ https://',
    },
    {
      name: 'auto',
      type: 'checkbox',
      label: { th: 'สร้างอัตโนมัติจากการเปลี่ยนชื่อลิงก์', en: 'Made by a slug change' },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: { afterChange: [reload], afterDelete: [reload] },
}
