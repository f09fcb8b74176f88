import type { Block, Field } from 'payload'

import { clinicMarkShapeOptions } from '@/kernel/admin/named-options'
import {
  rows,
  sectionIntro,
  sectionIntroWith,
  text,
  textarea,
  textList,
} from '@/kernel/content/fields'
import { iconOptions } from '@/kernel/content/types'

/**
 * The sections a page is built from (the home page and campaign pages), one block each; each
 * renders through the section component of the same name (features/campaign-pages/components/render-blocks.tsx).
 * Prices and equipment come from the pricing settings, the contact details from the site
 * settings: a block only places them.
 */

const iconField = {
  name: 'icon',
  type: 'select' as const,
  label: { th: 'ไอคอน', en: 'Icon' },
  required: true,
  options: iconOptions,
}

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { th: 'ส่วนหัวของหน้า', en: 'Hero' }, plural: { th: 'ส่วนหัว', en: 'Heroes' } },
  fields: [
    text('eyebrow', { th: 'ข้อความเล็กเหนือหัวเรื่อง', en: 'Eyebrow' }),
    text('headline', { th: 'หัวเรื่องหลัก', en: 'Headline' }),
    text('headlineHighlight', {
      th: 'ส่วนของหัวเรื่องที่เน้นสี (ต้องอยู่ในหัวเรื่อง)',
      en: 'Highlighted part of the headline',
    }),
    textarea('promise', { th: 'คำสัญญาหนึ่งบรรทัด', en: 'Promise' }),
    text('demoLabel', { th: 'ปุ่มขอเดโม (โทร)', en: 'Demo button' }),
    text('lineLabel', { th: 'ปุ่มคุยทาง LINE', en: 'LINE button' }),
    textList('highlights', { th: 'จุดเด่นใต้ปุ่ม', en: 'Highlights' }, { maxRows: 4 }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { th: 'รูปแทนภาพแดชบอร์ด (ไม่บังคับ)', en: 'Image instead of the dashboard' },
      admin: {
        description: {
          th: 'ไม่ใส่ ใช้ภาพตัวอย่างแดชบอร์ดของระบบ',
          en: 'Empty: the drawn product dashboard',
        },
      },
    },
  ],
}

export const TrustedBlock: Block = {
  slug: 'trusted',
  interfaceName: 'TrustedBlock',
  labels: {
    singular: { th: 'คลินิกที่ไว้วางใจ', en: 'Trusted by' },
    plural: { th: 'คลินิกที่ไว้วางใจ', en: 'Trusted by' },
  },
  fields: [
    sectionIntro,
    rows(
      'logos',
      { th: 'โลโก้คลินิก', en: 'Clinic logos' },
      { th: 'โลโก้', en: 'Logo', enPlural: 'Logos' },
      [
        text('name', { th: 'ชื่อคลินิก', en: 'Clinic name' }),
        text('initials', { th: 'ตัวย่อบนโลโก้', en: 'Initials' }, { maxLength: 3 }),
        {
          name: 'shape',
          type: 'select',
          label: { th: 'รูปทรงโลโก้', en: 'Shape' },
          required: true,
          options: clinicMarkShapeOptions,
        },
      ],
    ),
    rows('stats', { th: 'ตัวเลขสถิติ', en: 'Stats' }, { th: 'ตัวเลข', en: 'Stat', enPlural: 'Stats' }, [
      text('value', { th: 'ตัวเลข', en: 'Value' }),
      text('label', { th: 'คำอธิบาย', en: 'Label' }),
    ]),
  ],
}

export const ProblemsBlock: Block = {
  slug: 'problems',
  interfaceName: 'ProblemsBlock',
  labels: {
    singular: { th: 'ปัญหาและทางออก', en: 'Problems and solutions' },
    plural: { th: 'ปัญหาและทางออก', en: 'Problems and solutions' },
  },
  fields: [
    sectionIntro,
    text('problemLabel', { th: 'ป้ายของฝั่งปัญหา', en: 'Problem label' }),
    text('solutionLabel', { th: 'ป้ายของฝั่งทางออก', en: 'Solution label' }),
    rows(
      'pairs',
      { th: 'คู่ปัญหา-ทางออก', en: 'Pairs' },
      { th: 'คู่ปัญหา-ทางออก', en: 'Pair', enPlural: 'Pairs' },
      [
        text('problemTitle', { th: 'ปัญหา', en: 'Problem' }),
        textarea('problemDescription', { th: 'รายละเอียดปัญหา', en: 'Problem detail' }),
        text('solutionTitle', { th: 'ทางออก', en: 'Solution' }),
        textarea('solutionDescription', { th: 'รายละเอียดทางออก', en: 'Solution detail' }),
      ],
    ),
  ],
}

export const UserGroupsBlock: Block = {
  slug: 'userGroups',
  interfaceName: 'UserGroupsBlock',
  labels: {
    singular: { th: 'กลุ่มผู้ใช้งาน', en: 'User groups' },
    plural: { th: 'กลุ่มผู้ใช้งาน', en: 'User groups' },
  },
  fields: [
    sectionIntro,
    rows('groups', { th: 'กลุ่ม', en: 'Groups' }, { th: 'กลุ่มผู้ใช้', en: 'Group', enPlural: 'Groups' }, [
      text('role', { th: 'บทบาท', en: 'Role' }),
      text('title', { th: 'หัวข้อ', en: 'Title' }),
      textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
      iconField,
      textList('benefits', { th: 'ประโยชน์', en: 'Benefits' }),
    ]),
  ],
}

export const FeaturesBlock: Block = {
  slug: 'features',
  interfaceName: 'FeaturesBlock',
  labels: { singular: { th: 'ฟีเจอร์', en: 'Features' }, plural: { th: 'ฟีเจอร์', en: 'Features' } },
  fields: [
    sectionIntro,
    rows(
      'features',
      { th: 'การ์ดฟีเจอร์', en: 'Feature cards' },
      { th: 'ฟีเจอร์', en: 'Feature', enPlural: 'Features' },
      [
        iconField,
        text('title', { th: 'ชื่อฟีเจอร์', en: 'Title' }),
        textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
        textList('points', { th: 'จุดเด่น', en: 'Points' }),
      ],
    ),
  ],
}

export const WorkflowBlock: Block = {
  slug: 'workflow',
  interfaceName: 'WorkflowBlock',
  labels: {
    singular: { th: 'ขั้นตอนการทำงาน', en: 'Workflow' },
    plural: { th: 'ขั้นตอนการทำงาน', en: 'Workflows' },
  },
  fields: [
    sectionIntro,
    rows('steps', { th: 'ขั้นตอน', en: 'Steps' }, { th: 'ขั้นตอน', en: 'Step', enPlural: 'Steps' }, [
      text('title', { th: 'ชื่อขั้นตอน', en: 'Title' }),
      textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
      text('time', { th: 'เวลาที่ใช้', en: 'Time' }),
    ]),
  ],
}

export const ResultsBlock: Block = {
  slug: 'results',
  interfaceName: 'ResultsBlock',
  labels: {
    singular: { th: 'ผลลัพธ์และเรื่องเล่า', en: 'Results and stories' },
    plural: { th: 'ผลลัพธ์และเรื่องเล่า', en: 'Results and stories' },
  },
  fields: [
    sectionIntro,
    rows(
      'metrics',
      { th: 'ตัวเลขผลลัพธ์', en: 'Metrics' },
      { th: 'ตัวเลขผลลัพธ์', en: 'Metric', enPlural: 'Metrics' },
      [
        text('value', { th: 'ตัวเลข', en: 'Value' }),
        text('label', { th: 'หัวข้อ', en: 'Label' }),
        textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
      ],
    ),
    text('storiesHeading', { th: 'หัวเรื่องของเรื่องเล่า', en: 'Stories heading' }),
    rows(
      'stories',
      { th: 'เรื่องเล่าจากคลินิก', en: 'Stories' },
      { th: 'เรื่องเล่า', en: 'Story', enPlural: 'Stories' },
      [
        text('clinic', { th: 'คลินิก', en: 'Clinic' }),
        text('location', { th: 'จังหวัด', en: 'Location' }),
        textarea('quote', { th: 'คำพูด', en: 'Quote' }),
        text('person', { th: 'ผู้พูด', en: 'Person' }),
        text('role', { th: 'ตำแหน่ง', en: 'Role' }),
        text('highlight', { th: 'ผลลัพธ์เด่น', en: 'Highlight' }),
      ],
    ),
  ],
}

export const PricingBlock: Block = {
  slug: 'pricing',
  interfaceName: 'PricingBlock',
  labels: {
    singular: { th: 'แพ็กเกจและราคา', en: 'Pricing' },
    plural: { th: 'แพ็กเกจและราคา', en: 'Pricing' },
  },
  fields: [
    sectionIntroWith({
      th: 'แพ็กเกจ ราคา และตารางเปรียบเทียบแก้ไขได้ที่ "ราคาและแพ็กเกจ" และใช้ร่วมกันทุกหน้า',
      en: 'Packages, prices and the comparison are edited under Pricing and shared by every page.',
    }),
  ],
}

export const EquipmentBlock: Block = {
  slug: 'equipment',
  interfaceName: 'EquipmentBlock',
  labels: {
    singular: { th: 'อุปกรณ์เสริม', en: 'Equipment' },
    plural: { th: 'อุปกรณ์เสริม', en: 'Equipment' },
  },
  fields: [
    sectionIntroWith({
      th: 'รายการอุปกรณ์และราคาแก้ไขได้ที่ "ราคาและแพ็กเกจ"',
      en: 'The equipment and its prices are edited under Pricing.',
    }),
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: { th: 'คำถามที่พบบ่อย', en: 'FAQ' },
    plural: { th: 'คำถามที่พบบ่อย', en: 'FAQs' },
  },
  fields: [
    sectionIntro,
    rows(
      'items',
      { th: 'คำถาม', en: 'Questions' },
      { th: 'คำถาม', en: 'Question', enPlural: 'Questions' },
      [
        text('question', { th: 'คำถาม', en: 'Question' }),
        textarea('answer', { th: 'คำตอบ', en: 'Answer' }),
      ],
      { admin: { description: { th: 'คำถามแรกเปิดอยู่เมื่อโหลดหน้า', en: 'The first is open.' } } },
    ),
    {
      name: 'closing',
      type: 'group',
      label: { th: 'กล่องปิดท้าย', en: 'Closing box' },
      fields: [
        text('title', { th: 'หัวเรื่อง', en: 'Title' }),
        textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
        text('expertLabel', { th: 'ปุ่มคุยกับผู้เชี่ยวชาญ (โทร)', en: 'Expert button' }),
        text('lineLabel', { th: 'ปุ่ม LINE', en: 'LINE button' }),
      ],
    },
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: { th: 'ข้อความอิสระ', en: 'Rich text' },
    plural: { th: 'ข้อความอิสระ', en: 'Rich text' },
  },
  fields: [
    {
      name: 'content',
      type: 'richText',
      label: { th: 'เนื้อหา', en: 'Content' },
      required: true,
    },
    // Rendered and sanitised once on save (hooks/render-rich-text), like an article's content.
    { name: 'html', type: 'textarea', admin: { hidden: true } },
  ],
}

export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: {
    singular: { th: 'ติดต่อเราและแบบฟอร์ม', en: 'Contact and lead form' },
    plural: { th: 'ติดต่อเราและแบบฟอร์ม', en: 'Contact and lead form' },
  },
  fields: [
    text('title', { th: 'หัวเรื่องชวนติดต่อ', en: 'Call to action' }),
    textarea('description', { th: 'คำอธิบาย', en: 'Description' }),
  ],
}

/** Every section a page may use, in the order the editor offers them. */
/**
 * Every section a page can hold. The editor's row shows the section's type and its number; a
 * free name per row ("ไม่มีชื่อ" on each, unused by the site) is left out.
 */
const pageBlocks: Block[] = [
  HeroBlock,
  TrustedBlock,
  ProblemsBlock,
  UserGroupsBlock,
  FeaturesBlock,
  WorkflowBlock,
  ResultsBlock,
  PricingBlock,
  EquipmentBlock,
  FaqBlock,
  RichTextBlock,
  ContactBlock,
].map((block) => ({ ...block, admin: { ...block.admin, disableBlockName: true } }))

/**
 * A page's sections as a visitor needs them: one hero (the page's heading) and each other
 * section once (their addresses, such as #pricing and #faq, name one place on the page); rich
 * text may repeat.
 */
export function validateLayout(value: unknown): true | string {
  const types = ((value as { blockType?: string }[] | null) ?? []).map((block) => block.blockType)
  if (types.filter((type) => type === 'hero').length !== 1) {
    return 'หน้าต้องมีส่วนหัวของหน้าหนึ่งส่วนพอดี ซึ่งเป็นหัวเรื่องหลักของหน้า'
  }
  const repeated = types.find((type, index) => type !== 'richText' && types.indexOf(type) !== index)
  if (repeated) {
    const block = pageBlocks.find((candidate) => candidate.slug === repeated)
    const label = (block?.labels?.singular as { th?: string } | undefined)?.th ?? repeated
    return `ส่วน "${label}" ใช้ได้ครั้งเดียวต่อหน้า`
  }
  return true
}

/**
 * A page's sections. They start open, as Payload shows blocks: a section added while the others
 * were folded (Payload's `initCollapsed`) folded itself too once the server answered, under the
 * member's cursor. "ยุบทั้งหมด" folds them, and Payload remembers that per page.
 */
export const layoutField: Field = {
  name: 'layout',
  type: 'blocks',
  label: { th: 'ส่วนของหน้า', en: 'Sections' },
  blocks: pageBlocks,
  required: true,
  validate: validateLayout,
  labels: {
    singular: { th: 'ส่วนของหน้า', en: 'Section' },
    plural: { th: 'ส่วนของหน้า', en: 'Sections' },
  },
}
