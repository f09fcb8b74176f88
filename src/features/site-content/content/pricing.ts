import type { ComparisonRow, Package } from '@/kernel/content/types'

/** Features of Mini; every package includes them. */
const miniFeatures = [
  'ลงทะเบียนผู้ป่วยและเวชระเบียน OPD',
  'นัดหมายและจัดคิว',
  'การเงินและออกใบเสร็จ',
  'จัดการสต็อกยาและเวชภัณฑ์',
  'รายงานพื้นฐาน',
  'แยกสิทธิ์การเข้าใช้งานตามบทบาท',
]

/** Features More adds on top of Mini. */
const moreFeatures = [
  'บันทึกย้อนหลัง',
  'รายรับ-รายจ่าย',
  'ค่าใช้จ่ายแพทย์/ค่ามือแพทย์',
  'ระบบติดตามผู้ป่วย (Recall)',
  'แผนการรักษา',
  'คอร์สการรักษา',
  'ภาพก่อน-หลังการรักษา',
  'รองรับหลายสาขา',
]

/** Features Ultimate adds on top of More. */
const ultimateFeatures = [
  'มัดจำ/ชำระล่วงหน้า',
  'รายงานการตลาด',
  'อนุมัติเอกสาร/ราคา',
  'แดชบอร์ดผู้บริหาร',
  'แบ่งชำระ',
  'ระบบแล็บ',
  'ระบบเอกซเรย์',
  'Doctor Note',
  'วัสดุสิ้นเปลือง',
  'แจ้งเตือนนัดหมายผ่านแอปและอีเมล',
  'จองผ่านมือถือ',
  'โปรโมชัน',
  'กฎการแจ้งเตือน',
]

export const packages: Package[] = [
  {
    id: 'mini',
    name: 'Mini',
    subtitle: 'ครบทุกงานพื้นฐานของคลินิก',
    yearlyPrice: 20000,
    monthlyPriceText: 'เฉลี่ย 1,667 บาท/เดือน',
    suitability: 'เหมาะสำหรับคลินิกที่เพิ่งเริ่มต้นใช้ระบบ',
    popular: false,
    users: '10 ผู้ใช้งาน',
    storage: '20 GB',
    doctors: 'แพทย์ 2-5 คน',
    support: 'จันทร์-ศุกร์ 09:00-18:00',
    features: [...miniFeatures],
  },
  {
    id: 'more',
    name: 'More',
    subtitle: 'เครื่องมือครบสำหรับคลินิกที่กำลังเติบโต',
    yearlyPrice: 28000,
    monthlyPriceText: 'เฉลี่ย 2,333 บาท/เดือน',
    suitability: 'เหมาะสำหรับคลินิกที่กำลังเติบโตหรือเริ่มขยายสาขา',
    popular: true,
    users: '30 ผู้ใช้งาน',
    storage: '50 GB',
    doctors: 'แพทย์ 11-20 คน',
    support: 'ทุกวัน 09:00-22:00 ผ่าน LINE',
    features: ['ทุกอย่างใน Mini', ...moreFeatures],
  },
  {
    id: 'ultimate',
    name: 'Ultimate',
    subtitle: 'ทุกฟีเจอร์ สำหรับการบริหารเต็มรูปแบบ',
    yearlyPrice: 38000,
    monthlyPriceText: 'เฉลี่ย 3,167 บาท/เดือน',
    suitability: 'เหมาะสำหรับคลินิกขนาดใหญ่และเครือคลินิกหลายสาขา',
    popular: false,
    users: 'ไม่จำกัดผู้ใช้งาน',
    storage: '80 GB',
    support: '24/7 ทางโทรศัพท์ LINE และรีโมตเดสก์ท็อป',
    features: ['ทุกอย่างใน More', ...ultimateFeatures],
  },
]

/** One row per distinct feature; a package includes everything of the packages below it. */
export const comparisonRows: ComparisonRow[] = [
  ...miniFeatures.map((feature) => ({
    feature,
    included: { mini: true, more: true, ultimate: true },
  })),
  ...moreFeatures.map((feature) => ({
    feature,
    included: { mini: false, more: true, ultimate: true },
  })),
  ...ultimateFeatures.map((feature) => ({
    feature,
    included: { mini: false, more: false, ultimate: true },
  })),
]

export const allPackagesBenefits: string[] = [
  'ไม่มีค่าติดตั้ง',
  'อัปเดตฟรีตลอดอายุการใช้งาน',
  'อบรมการใช้งานฟรี',
  'ย้ายข้อมูลเดิมให้ฟรี',
  'รับประกันความพึงพอใจ 30 วัน',
  'ไม่มีค่าใช้จ่ายแอบแฝง',
]

/** Thailand's VAT rate in percent: the pricing settings' starting value, which staff may change. */
export const vatPercent = 7

export const pricingNote: string = 'ราคาต่อปีต่อสาขา ยังไม่รวมภาษีมูลค่าเพิ่ม (VAT)'

export const pricingLabels = {
  currency: 'บาท',
  perYear: '/ปี/สาขา',
  recommended: 'แนะนำ',
  recommendedLong: 'แพ็กเกจแนะนำ',
  users: 'ผู้ใช้งาน',
  storage: 'พื้นที่จัดเก็บ',
  doctors: 'เหมาะกับ',
  support: 'ซัพพอร์ต',
  cta: 'ขอทดลองใช้ฟรี',
  comparisonCta: 'เลือกแพ็กเกจที่ใช่แล้วทดลองใช้ฟรี',
  comparisonHeading: 'เปรียบเทียบฟีเจอร์ทุกแพ็กเกจ',
  comparisonCaption: 'ตารางเปรียบเทียบฟีเจอร์ของแพ็กเกจ Mini, More และ Ultimate',
  featureColumn: 'ฟีเจอร์',
  included: 'มี',
  excluded: 'ไม่มี',
  benefitsHeading: 'ทุกแพ็กเกจได้รับ',
}
