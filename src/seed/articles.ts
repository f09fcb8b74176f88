import type { Payload } from 'payload'
import sharp from 'sharp'

import { thaiSlugify } from '@/kernel/text/slug'

import { lexicalDocument, type SeedBlock } from './lexical'

type SeedArticle = {
  title: string
  tags: string
  publishedAt: string
  cover: { alt: string; from: string; to: string; accent: string }
  blocks: SeedBlock[]
}

/** Starter articles in Thai, so a new site has a list to show and the marketing team a model. */
const seedArticles: SeedArticle[] = [
  {
    title: '5 วิธีลดเวลารอคิวในคลินิกด้วยระบบนัดหมายออนไลน์',
    tags: 'การบริหารคลินิก, ระบบนัดหมาย',
    publishedAt: '2025-03-05T07:30:00.000Z',
    cover: {
      alt: 'ภาพประกอบปฏิทินนัดหมายและนาฬิกา',
      from: '#0e7490',
      to: '#22d3ee',
      accent: '#fef3c7',
    },
    blocks: [
      {
        p: 'คนไข้ส่วนใหญ่ไม่ได้ไม่พอใจที่ต้องรอ แต่ไม่พอใจที่ไม่รู้ว่าต้องรออีกนานแค่ไหน ระบบนัดหมายออนไลน์ช่วยให้คลินิกกระจายคิวได้สม่ำเสมอและแจ้งคนไข้ได้ล่วงหน้า',
      },
      { h2: 'เริ่มจากดูข้อมูลคิวจริง' },
      { p: 'ดูว่าช่วงเวลาใดคนไข้หนาแน่นที่สุด และแพทย์คนใดมีคิวล้น ข้อมูลนี้ดูได้จากรายงานนัดหมายย้อนหลังในระบบ' },
      { h2: 'วิธีที่ได้ผลจริง' },
      {
        ul: [
          'เปิดให้คนไข้จองเวลาผ่านลิงก์หรือ LINE ได้ตลอด 24 ชั่วโมง',
          'ส่งข้อความเตือนนัดล่วงหน้า 1 วัน ลดการไม่มาตามนัด',
          'แบ่งช่วงเวลาตามประเภทการรักษา ไม่ใช้ช่วงเวลาเท่ากันทุกเคส',
          'ให้เคาน์เตอร์เห็นสถานะห้องตรวจแบบเรียลไทม์',
          'เก็บสถิติเวลารอจริงแล้วปรับตารางทุกเดือน',
        ],
      },
      { p: 'คลินิกที่ใช้ระบบครบทั้งห้าข้อมักลดเวลารอได้ราว 30% ภายในสามเดือนแรก' },
    ],
  },
  {
    title: 'PDPA สำหรับคลินิก: สิ่งที่ต้องทำเมื่อเก็บข้อมูลคนไข้',
    tags: 'PDPA, กฎหมาย, ความปลอดภัยข้อมูล',
    publishedAt: '2025-05-12T03:00:00.000Z',
    cover: {
      alt: 'ภาพประกอบแม่กุญแจและโล่ป้องกันข้อมูล',
      from: '#1e3a8a',
      to: '#6366f1',
      accent: '#bbf7d0',
    },
    blocks: [
      {
        p: 'ข้อมูลสุขภาพเป็นข้อมูลส่วนบุคคลที่มีความอ่อนไหวตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 คลินิกจึงต้องมีฐานทางกฎหมายและมาตรการดูแลที่ชัดเจน',
      },
      { h2: 'เช็กลิสต์พื้นฐาน' },
      {
        ul: [
          'แจ้งวัตถุประสงค์การเก็บข้อมูลให้คนไข้ทราบก่อนเก็บ',
          'ขอความยินยอมโดยชัดแจ้งเมื่อใช้ข้อมูลเพื่อการตลาด',
          'จำกัดสิทธิ์การเข้าถึงเวชระเบียนตามบทบาทของพนักงาน',
          'เก็บบันทึกการเข้าถึงข้อมูลย้อนหลังได้',
          'มีขั้นตอนแจ้งเหตุละเมิดข้อมูลภายใน 72 ชั่วโมง',
        ],
      },
      {
        p: 'ระบบบริหารคลินิกที่ดีควรช่วยเรื่องเหล่านี้ได้ตั้งแต่ต้น เช่น การแยกสิทธิ์ผู้ใช้ การเข้ารหัสข้อมูล และการสำรองข้อมูลอัตโนมัติ',
      },
    ],
  },
  {
    title: 'เปลี่ยนจากกระดาษสู่เวชระเบียนอิเล็กทรอนิกส์ใน 7 วัน',
    tags: 'เวชระเบียน, ย้ายระบบ',
    publishedAt: '2025-07-01T02:15:00.000Z',
    cover: {
      alt: 'ภาพประกอบแฟ้มเอกสารที่กลายเป็นหน้าจอ',
      from: '#065f46',
      to: '#34d399',
      accent: '#fde68a',
    },
    blocks: [
      {
        p: 'หลายคลินิกกังวลว่าการย้ายข้อมูลจากแฟ้มกระดาษหรือโปรแกรมเดิมจะทำให้งานหยุดชะงัก ความจริงแล้วการย้ายระบบที่วางแผนดีใช้เวลาเพียง 3-7 วันทำการ',
      },
      { h2: 'ขั้นตอนการย้ายข้อมูล' },
      {
        ul: [
          'รวบรวมรายชื่อคนไข้และประวัติลงในไฟล์ Excel ตามแม่แบบ',
          'ทีมงานตรวจสอบและนำเข้าข้อมูลให้',
          'อบรมพนักงาน 1 วัน แพทย์เรียนรู้ได้ใน 2-3 วัน',
          'ใช้งานคู่ขนานกับระบบเดิมช่วงสั้น ๆ แล้วจึงเปลี่ยนเต็มรูปแบบ',
        ],
      },
      { p: 'สิ่งสำคัญคือการเลือกวันเริ่มใช้งานจริงในช่วงที่คนไข้ไม่หนาแน่น และกำหนดผู้รับผิดชอบในแต่ละแผนกให้ชัดเจน' },
    ],
  },
  {
    title: 'การตลาดคลินิกความงามยุคใหม่ด้วย LINE OA',
    tags: 'การตลาด, คลินิกความงาม, LINE',
    publishedAt: '2025-09-18T09:45:00.000Z',
    cover: {
      alt: 'ภาพประกอบโทรศัพท์มือถือกับกล่องข้อความแชต',
      from: '#9d174d',
      to: '#f472b6',
      accent: '#dcfce7',
    },
    blocks: [
      {
        p: 'ลูกค้าคลินิกความงามในไทยคุยผ่าน LINE เป็นหลัก การเชื่อม LINE OA เข้ากับระบบคลินิกทำให้ส่งโปรโมชันได้ตรงกลุ่มและติดตามผลได้จริง',
      },
      { h2: 'ไอเดียแคมเปญที่ได้ผล' },
      {
        ul: [
          'ส่งข้อความเตือนคอร์สที่ใกล้หมดอายุ',
          'ชวนกลับมารับบริการตามรอบ (recall) ของแต่ละหัตถการ',
          'ส่งรูปก่อน-หลังให้ลูกค้าดูความคืบหน้าด้วยตัวเอง',
          'แจกคูปองวันเกิดแบบอัตโนมัติ',
        ],
      },
      { p: 'วัดผลทุกแคมเปญจากยอดนัดหมายที่เกิดขึ้นจริง ไม่ใช่เพียงยอดอ่านข้อความ' },
    ],
  },
  {
    title: 'อ่านรายงานการเงินคลินิกให้เป็นใน 10 นาที',
    tags: 'การเงิน, รายงาน',
    publishedAt: '2025-11-03T04:00:00.000Z',
    cover: { alt: 'ภาพประกอบกราฟแท่งและเหรียญ', from: '#92400e', to: '#f59e0b', accent: '#e0f2fe' },
    blocks: [
      {
        p: 'เจ้าของคลินิกจำนวนมากดูเพียงยอดขายรายวัน แต่ตัวเลขที่บอกสุขภาพธุรกิจจริงคือกำไรต่อหัตถการและค่าใช้จ่ายต่อแพทย์',
      },
      { h2: 'ตัวเลขสามตัวที่ควรดูทุกสัปดาห์' },
      {
        ul: [
          'รายได้ต่อคนไข้หนึ่งราย แยกตามประเภทบริการ',
          'ต้นทุนยาและวัสดุสิ้นเปลืองเทียบกับรายได้',
          'ยอดค้างชำระและเงินมัดจำที่ยังไม่ได้ใช้บริการ',
        ],
      },
      { p: 'เมื่อระบบสรุปตัวเลขเหล่านี้ให้อัตโนมัติ คลินิกจะประหยัดเวลาทำบัญชีได้หลายชั่วโมงต่อวัน' },
    ],
  },
  {
    title: 'คลินิกหลายสาขา: บริหารสต็อกยาอย่างไรไม่ให้ขาดหรือล้น',
    tags: 'หลายสาขา, สต็อกยา, การบริหารคลินิก',
    publishedAt: '2026-01-20T06:20:00.000Z',
    cover: { alt: 'ภาพประกอบกล่องยาเรียงบนชั้นวาง', from: '#4c1d95', to: '#a78bfa', accent: '#ffedd5' },
    blocks: [
      {
        p: 'เมื่อคลินิกเติบโตเป็นหลายสาขา ปัญหาแรกที่มักเจอคือสต็อกยาที่ไม่ตรงกัน สาขาหนึ่งขาด อีกสาขาหนึ่งมียาใกล้หมดอายุค้างอยู่',
      },
      { h2: 'หลักการบริหารสต็อกร่วม' },
      {
        ul: [
          'ใช้รหัสสินค้าเดียวกันทุกสาขา',
          'ตั้งจุดสั่งซื้อขั้นต่ำแยกตามยอดใช้ของแต่ละสาขา',
          'โอนย้ายสต็อกระหว่างสาขาผ่านระบบ มีเอกสารอนุมัติ',
          'แจ้งเตือนยาใกล้หมดอายุล่วงหน้า 90 วัน',
        ],
      },
      { p: 'แพ็กเกจ More และ Ultimate รองรับการบริหารหลายสาขาพร้อมรายงานรวมในหน้าเดียว' },
    ],
  },
]

/** A 1600 x 900 abstract cover drawn from SVG with sharp (nothing downloaded). */
async function drawCover({ from, to, accent }: SeedArticle['cover'], seed: number) {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 211 + i * 283) % 1600
    const y = (seed * 97 + i * 151) % 900
    const r = 60 + ((seed + i * 37) % 140)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity="${0.12 + (i % 3) * 0.06}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>${circles}
  <rect x="520" y="250" width="560" height="400" rx="36" fill="#ffffff" fill-opacity="0.92"/>
  <rect x="580" y="310" width="260" height="28" rx="14" fill="${from}"/>
  <rect x="580" y="370" width="440" height="18" rx="9" fill="${to}" fill-opacity="0.6"/>
  <rect x="580" y="410" width="380" height="18" rx="9" fill="${to}" fill-opacity="0.45"/>
  <rect x="580" y="470" width="120" height="120" rx="20" fill="${from}" fill-opacity="0.85"/>
  <rect x="730" y="520" width="70" height="70" rx="14" fill="${to}"/>
  <rect x="830" y="490" width="70" height="100" rx="14" fill="${from}" fill-opacity="0.6"/>
  <rect x="930" y="460" width="70" height="130" rx="14" fill="${to}" fill-opacity="0.8"/>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Creates the starter articles once: only while the collection is still empty. */
export async function seedStarterArticles(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'articles', overrideAccess: true })
  if (totalDocs > 0) return 0
  for (const [index, article] of seedArticles.entries()) {
    const png = await drawCover(article.cover, index + 1)
    const cover = await payload.create({
      collection: 'media',
      data: { alt: article.cover.alt },
      file: {
        data: png,
        mimetype: 'image/png',
        name: `article-cover-${index + 1}.png`,
        size: png.length,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'articles',
      data: {
        title: article.title,
        slug: thaiSlugify(article.title) ?? `article-${index + 1}`,
        tags: article.tags,
        publishedAt: article.publishedAt,
        cover: cover.id,
        content: lexicalDocument(article.blocks) as never,
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  payload.logger.info(`[seed] created ${seedArticles.length} starter articles`)
  return seedArticles.length
}
