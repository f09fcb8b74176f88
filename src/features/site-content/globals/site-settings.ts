import type { GlobalConfig } from 'payload'

import { contentTags } from '@/kernel/content/cache'
import { text, textarea } from '@/kernel/content/fields'
import { contentAccess, lastEditedByField, versionHistoryViews } from '@/kernel/content/globals'
import { revalidateGlobal } from '@/kernel/content/revalidate'

/**
 * The company's contact details and the contact footer's call to action, shown on every page:
 * a change here renders every page again. The map and the CRM link stay in SITE_* variables
 * (the map's address is part of the pages' Content-Security-Policy).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { th: 'ข้อมูลติดต่อของบริษัท', en: 'Contact details' },
  access: contentAccess,
  admin: {
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'เบอร์โทร LINE ที่อยู่ และเวลาทำการ แสดงที่ส่วนหัวและส่วนท้ายของทุกหน้า บันทึกแล้วเว็บไซต์จะแสดงข้อมูลใหม่ภายในไม่กี่วินาที',
      en: 'Phone, LINE, address and opening hours, shown on every page.',
    },
    components: { views: versionHistoryViews },
  },
  fields: [
    text('companyName', { th: 'ชื่อบริษัท', en: 'Company name' }),
    textarea('description', { th: 'คำอธิบายบริษัท (ส่วนท้ายของหน้า)', en: 'Description' }),
    text(
      'phone',
      { th: 'เบอร์โทรศัพท์ (ปุ่มขอเดโม)', en: 'Phone' },
      {
        admin: {
          description: {
            th: 'พิมพ์ตามที่ต้องการให้แสดง เช่น 02-000-0000 ลิงก์โทรออกสร้างให้อัตโนมัติ',
            en: 'As it should be shown; the call link is made from it.',
          },
        },
      },
    ),
    text('lineId', { th: 'LINE ID', en: 'LINE ID' }),
    text(
      'lineUrl',
      { th: 'ลิงก์แชท LINE', en: 'LINE chat link' },
      {
        validate: (value: unknown) =>
          /^https:\/\/(?:line\.me|lin\.ee)\//.test(String(value ?? '')) ||
          'ลิงก์ต้องขึ้นต้นด้วย https://line.me/ หรือ https://lin.ee/',
      },
    ),
    textarea('address', { th: 'ที่อยู่', en: 'Address' }),
    text('hours', { th: 'เวลาทำการ', en: 'Opening hours' }),
    {
      name: 'copyrightYear',
      type: 'number',
      label: { th: 'ปีลิขสิทธิ์ (ค.ศ.)', en: 'Copyright year' },
      required: true,
      min: 2000,
      max: 2100,
    },
    {
      name: 'contact',
      type: 'group',
      label: { th: 'ส่วนชวนติดต่อเหนือแบบฟอร์ม (หน้าบทความ)', en: 'Contact call to action' },
      admin: {
        description: {
          th: 'แสดงเหนือแบบฟอร์มติดต่อในหน้าบทความ หน้าแรกและหน้าแคมเปญใช้ข้อความในส่วน "ติดต่อเราและแบบฟอร์ม" ของหน้านั้น',
          en: 'Above the lead form on the article pages.',
        },
      },
      fields: [
        text('title', { th: 'หัวเรื่อง', en: 'Title' }),
        textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
      ],
    },
    lastEditedByField,
  ],
  hooks: { afterChange: [revalidateGlobal(contentTags.site)] },
  versions: { max: 50 },
}
