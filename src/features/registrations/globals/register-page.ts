import type { Field, GlobalConfig } from 'payload'

import { announcePublication } from '@/kernel/content/announce-publication'
import { contentTags } from '@/kernel/content/cache'
import { text, textarea, textList } from '@/kernel/content/fields'
import {
  contentAccess,
  lastEditedByField,
  livePreviewAt,
  pageVersions,
  versionHistoryViews,
} from '@/kernel/content/globals'
import { revalidateGlobal } from '@/kernel/content/revalidate'

type Labels = Record<string, string>

/** A group of short texts, one field per key, labelled in Thai. */
const texts = (name: string, label: string, labels: Labels, long: string[] = []): Field => ({
  name,
  type: 'group',
  label: { th: label, en: name },
  fields: Object.entries(labels).map(([key, th]) =>
    long.includes(key) ? textarea(key, { th, en: key }) : text(key, { th, en: key }),
  ),
})

/** The sign-up page (/register): every text around the form, the summary and the thank-you. */
export const RegisterPage: GlobalConfig = {
  slug: 'register-page',
  label: { th: 'หน้าสมัครทดลองใช้', en: 'Sign-up page' },
  access: contentAccess,
  admin: {
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'ข้อความในหน้า /register ราคาและแพ็กเกจมาจาก "ราคาและแพ็กเกจ"',
      en: 'The texts of /register; prices come from Pricing.',
    },
    livePreview: livePreviewAt('/register'),
    components: { views: versionHistoryViews },
  },
  fields: [
    text('title', { th: 'หัวเรื่อง', en: 'Title' }),
    textarea('metaDescription', { th: 'คำอธิบายสำหรับ Google และการแชร์', en: 'Meta description' }),
    text('eyebrow', { th: 'ข้อความเล็กเหนือหัวเรื่อง', en: 'Eyebrow' }),
    textarea('intro', { th: 'คำนำ', en: 'Introduction' }),
    texts(
      'form',
      'ข้อความในแบบฟอร์ม',
      {
        formHeading: 'หัวเรื่องแบบฟอร์ม',
        requiredNote: 'หมายเหตุช่องบังคับ',
        required: 'คำว่า "จำเป็น"',
        clinicName: 'ป้ายชื่อคลินิก',
        clinicNamePlaceholder: 'ตัวอย่างชื่อคลินิก',
        fullName: 'ป้ายชื่อผู้ติดต่อ',
        fullNamePlaceholder: 'ตัวอย่างชื่อผู้ติดต่อ',
        phone: 'ป้ายเบอร์โทร',
        phonePlaceholder: 'ตัวอย่างเบอร์โทร',
        email: 'ป้ายอีเมล',
        emailPlaceholder: 'ตัวอย่างอีเมล',
        branchCount: 'ป้ายจำนวนสาขา',
        branchCountHint: 'คำแนะนำจำนวนสาขา',
        package: 'ป้ายแพ็กเกจ',
        perBranchYear: 'หน่วยราคา',
        recommended: 'ป้ายแนะนำ',
        message: 'ป้ายข้อความถึงทีมงาน',
        messagePlaceholder: 'ตัวอย่างข้อความ',
        honeypot: 'ป้ายช่องกันสแปม (มองไม่เห็น)',
        submit: 'ปุ่มส่ง',
        submitting: 'ปุ่มระหว่างส่ง',
        errorTitle: 'หัวเรื่องเมื่อส่งไม่สำเร็จ',
        errorDescription: 'คำอธิบายเมื่อส่งไม่สำเร็จ',
        close: 'ปุ่มปิด',
      },
      ['errorDescription'],
    ),
    {
      name: 'summary',
      type: 'group',
      label: { th: 'ข้อความในสรุปค่าบริการ', en: 'summary' },
      admin: {
        description: {
          th: 'อัตรา VAT ในบรรทัด VAT มาจาก "ราคาและแพ็กเกจ"',
          en: 'The VAT rate comes from Pricing.',
        },
      },
      fields: [
        ...Object.entries({
          heading: 'หัวเรื่อง',
          packageLabel: 'ป้ายแพ็กเกจ',
          branchesLabel: 'ป้ายจำนวนสาขา',
          perBranchLabel: 'ป้ายราคาต่อสาขา',
          subtotalLabel: 'ป้ายรวมก่อน VAT',
          vatLabel: 'ป้าย VAT',
          totalLabel: 'ป้ายรวมทั้งสิ้น',
          totalWithVat: 'ป้ายรวม VAT (มือถือ)',
          seeSummary: 'ลิงก์ดูรายละเอียด',
          branchUnit: 'หน่วยสาขา',
          promisesHeading: 'หัวเรื่องสิทธิประโยชน์',
          note: 'หมายเหตุ',
        }).map(([key, th]) => text(key, { th, en: key })),
        textList('promises', { th: 'สิทธิประโยชน์', en: 'Promises' }),
      ],
    },
    {
      name: 'done',
      type: 'group',
      label: { th: 'ข้อความหลังส่งสำเร็จ', en: 'done' },
      fields: [
        text('title', { th: 'หัวเรื่อง', en: 'Title' }),
        text(
          'summary',
          { th: 'สรุป', en: 'Summary' },
          {
            admin: {
              description: {
                th: 'ใส่ {package} และ {branches} ตรงที่ต้องการให้แสดงแพ็กเกจและจำนวนสาขา',
                en: '{package} and {branches} are filled in.',
              },
            },
          },
        ),
        text('nextHeading', { th: 'หัวเรื่องขั้นตอนต่อไป', en: 'Next steps heading' }),
        textList('steps', { th: 'ขั้นตอนต่อไป', en: 'Steps' }),
        text('lineHint', { th: 'ชวนคุยทาง LINE', en: 'LINE hint' }),
        text('again', { th: 'ปุ่มส่งอีกครั้ง', en: 'Again' }),
      ],
    },
    lastEditedByField,
  ],
  hooks: { afterChange: [revalidateGlobal(contentTags.register), announcePublication] },
  versions: pageVersions,
}
