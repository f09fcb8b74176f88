import type { GlobalConfig } from 'payload'

import { announcePublication } from '@/kernel/content/announce-publication'
import { rows, text, textarea, textList } from '@/kernel/content/fields'
import {
  contentAccess,
  lastEditedByField,
  livePreviewAt,
  pageVersions,
  versionHistoryViews,
} from '@/kernel/content/globals'
import { packageNames } from '@/kernel/content/packages'
import { revalidateGlobal } from '@/kernel/content/revalidate'
import { iconOptions } from '@/kernel/content/types'

import { vatPercent } from '../content/pricing'

/**
 * The packages, their prices and the optional equipment, kept once for the whole product: the
 * pricing and equipment sections of every page, the comparison table, /register's totals and
 * the server's yearly value of a registration all read them. The three packages are fixed (a
 * registration names one by its key); everything about them can change, by hand or on a date.
 */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: { th: 'ราคาและแพ็กเกจ', en: 'Pricing' },
  access: contentAccess,
  admin: {
    group: { th: 'เนื้อหา', en: 'Content' },
    description: {
      th: 'ราคาต่อสาขาต่อปี ฟีเจอร์ของแต่ละแพ็กเกจ อุปกรณ์เสริม และอัตรา VAT ใช้ร่วมกันทุกหน้าและหน้าสมัครทดลองใช้ ตั้งเวลาเผยแพร่โปรโมชันได้จากปุ่มเผยแพร่',
      en: 'Prices per branch and year, package features, equipment and the VAT rate, shared by every page and the sign-up.',
    },
    livePreview: livePreviewAt('/home'),
    components: { views: versionHistoryViews },
  },
  fields: [
    {
      name: 'vatPercent',
      type: 'number',
      label: { th: 'อัตราภาษีมูลค่าเพิ่ม (%)', en: 'VAT (%)' },
      required: true,
      min: 0,
      max: 30,
      defaultValue: vatPercent,
    },
    rows(
      'packages',
      { th: 'แพ็กเกจ', en: 'Packages' },
      { th: 'แพ็กเกจ', en: 'Package', enPlural: 'Packages' },
      [
        {
          name: 'key',
          type: 'select',
          label: { th: 'รหัสแพ็กเกจ (ใช้ในการสมัคร)', en: 'Key' },
          required: true,
          options: packageNames.map((value) => ({ value, label: value })),
          admin: { readOnly: true },
        },
        text('name', { th: 'ชื่อแพ็กเกจ', en: 'Name' }),
        text('subtitle', { th: 'คำโปรย', en: 'Subtitle' }),
        {
          name: 'yearlyPrice',
          type: 'number',
          label: { th: 'ราคาต่อสาขาต่อปี (บาท ก่อน VAT)', en: 'Price per branch per year (THB)' },
          required: true,
          min: 0,
        },
        text('monthlyPriceText', { th: 'ข้อความราคาเฉลี่ยต่อเดือน', en: 'Monthly price text' }),
        text('suitability', { th: 'เหมาะสำหรับ', en: 'Suitable for' }),
        {
          name: 'popular',
          type: 'checkbox',
          label: { th: 'แพ็กเกจแนะนำ', en: 'Recommended' },
        },
        text('users', { th: 'จำนวนผู้ใช้งาน', en: 'Users' }),
        text('storage', { th: 'พื้นที่จัดเก็บ', en: 'Storage' }),
        text('doctors', { th: 'เหมาะกับจำนวนแพทย์', en: 'Doctors' }, { required: false }),
        text('support', { th: 'ซัพพอร์ต', en: 'Support' }),
        textList('features', { th: 'ฟีเจอร์ในการ์ด', en: 'Features' }),
      ],
      { minRows: packageNames.length, maxRows: packageNames.length },
    ),
    rows(
      'comparison',
      { th: 'ตารางเปรียบเทียบฟีเจอร์', en: 'Comparison' },
      { th: 'แถว', en: 'Row', enPlural: 'Rows' },
      [
        text('feature', { th: 'ฟีเจอร์', en: 'Feature' }),
        {
          type: 'row',
          fields: packageNames.map((name) => ({
            name: name.toLowerCase(),
            type: 'checkbox' as const,
            label: { th: `มีใน ${name}`, en: `In ${name}` },
          })),
        },
      ],
    ),
    textList('benefits', { th: 'ทุกแพ็กเกจได้รับ', en: 'Every package gets' }),
    text('note', { th: 'หมายเหตุใต้ราคา', en: 'Note' }),
    {
      name: 'labels',
      type: 'group',
      label: { th: 'ข้อความบนการ์ดและตาราง', en: 'Labels' },
      fields: [
        text('currency', { th: 'หน่วยเงิน', en: 'Currency' }),
        text('perYear', { th: 'ต่อปีต่อสาขา', en: 'Per year' }),
        text('recommended', { th: 'ป้ายแนะนำ', en: 'Recommended' }),
        text('recommendedLong', { th: 'ป้ายแนะนำแบบยาว', en: 'Recommended (long)' }),
        text('users', { th: 'หัวข้อผู้ใช้งาน', en: 'Users' }),
        text('storage', { th: 'หัวข้อพื้นที่จัดเก็บ', en: 'Storage' }),
        text('doctors', { th: 'หัวข้อเหมาะกับ', en: 'Doctors' }),
        text('support', { th: 'หัวข้อซัพพอร์ต', en: 'Support' }),
        text('cta', { th: 'ปุ่มบนการ์ด', en: 'Card button' }),
        text('comparisonCta', { th: 'ปุ่มใต้ตาราง', en: 'Table button' }),
        text('comparisonHeading', { th: 'หัวเรื่องตาราง', en: 'Table heading' }),
        text('comparisonCaption', { th: 'คำอธิบายตาราง (สำหรับโปรแกรมอ่านหน้าจอ)', en: 'Caption' }),
        text('featureColumn', { th: 'หัวคอลัมน์ฟีเจอร์', en: 'Feature column' }),
        text('included', { th: 'มี', en: 'Included' }),
        text('excluded', { th: 'ไม่มี', en: 'Excluded' }),
        text('benefitsHeading', { th: 'หัวเรื่องสิทธิประโยชน์', en: 'Benefits heading' }),
      ],
    },
    rows(
      'equipment',
      { th: 'อุปกรณ์เสริม', en: 'Equipment' },
      { th: 'อุปกรณ์', en: 'Item', enPlural: 'Items' },
      [
        text('name', { th: 'ชื่ออุปกรณ์', en: 'Name' }),
        text('model', { th: 'รุ่น', en: 'Model' }),
        {
          name: 'price',
          type: 'number',
          label: { th: 'ราคา (บาท ก่อน VAT)', en: 'Price (THB)' },
          required: true,
          min: 0,
        },
        textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
        textList('features', { th: 'คุณสมบัติ (4 ข้อ)', en: 'Features' }, { minRows: 4, maxRows: 4 }),
        {
          name: 'icon',
          type: 'select',
          label: { th: 'ไอคอน', en: 'Icon' },
          required: true,
          options: iconOptions,
        },
      ],
    ),
    text('equipmentNote', { th: 'หมายเหตุใต้อุปกรณ์', en: 'Equipment note' }),
    {
      name: 'equipmentLabels',
      type: 'group',
      label: { th: 'ข้อความบนการ์ดอุปกรณ์', en: 'Equipment labels' },
      fields: [
        text('currency', { th: 'หน่วยเงิน', en: 'Currency' }),
        text('model', { th: 'คำว่ารุ่น', en: 'Model' }),
      ],
    },
    lastEditedByField,
  ],
  hooks: { afterChange: [revalidateGlobal('pricing'), announcePublication] },
  versions: pageVersions,
}
