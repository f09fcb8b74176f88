/**
 * Shapes of the static Thai content. Sections take these as props, so moving a piece of content
 * into the CMS later is a data change, not a component change.
 */

/** Icon keys the sections know how to draw (mapped to Lucide's icons in one place). */
export const iconKeys = [
  'activity',
  'bar-chart',
  'bell',
  'building',
  'calendar',
  'camera',
  'clipboard',
  'clock',
  'credit-card',
  'database',
  'file-text',
  'globe',
  'heart-pulse',
  'id-card',
  'layers',
  'line-chat',
  'lock',
  'megaphone',
  'microscope',
  'package',
  'pen-tool',
  'pill',
  'receipt',
  'shield-check',
  'smartphone',
  'stethoscope',
  'trending-up',
  'user-check',
  'user-cog',
  'users',
  'wallet',
  'zap',
] as const

export type IconKey = (typeof iconKeys)[number]

/** Each icon as the content team picks it in the admin: by what it shows. */
const iconNames: Record<IconKey, string> = {
  activity: 'เส้นชีพจร',
  'bar-chart': 'กราฟแท่ง',
  bell: 'กระดิ่ง',
  building: 'อาคาร',
  calendar: 'ปฏิทิน',
  camera: 'กล้องถ่ายรูป',
  clipboard: 'แผ่นจดบันทึก',
  clock: 'นาฬิกา',
  'credit-card': 'บัตรเครดิต',
  database: 'ฐานข้อมูล',
  'file-text': 'เอกสาร',
  globe: 'ลูกโลก',
  'heart-pulse': 'หัวใจกับชีพจร',
  'id-card': 'บัตรประจำตัว',
  layers: 'แผ่นซ้อนกัน',
  'line-chat': 'แชต LINE',
  lock: 'แม่กุญแจ',
  megaphone: 'โทรโข่ง',
  microscope: 'กล้องจุลทรรศน์',
  package: 'กล่องพัสดุ',
  'pen-tool': 'ปากกา',
  pill: 'ยาเม็ด',
  receipt: 'ใบเสร็จ',
  'shield-check': 'โล่กับเครื่องหมายถูก',
  smartphone: 'โทรศัพท์มือถือ',
  stethoscope: 'หูฟังแพทย์',
  'trending-up': 'กราฟขาขึ้น',
  'user-check': 'คนกับเครื่องหมายถูก',
  'user-cog': 'คนกับเฟือง',
  users: 'กลุ่มคน',
  wallet: 'กระเป๋าเงิน',
  zap: 'สายฟ้า',
}

/** The icon choices of a select field: Thai names in the admin, the key stored. */
export const iconOptions = iconKeys.map((value) => ({
  value,
  label: { th: iconNames[value], en: value },
}))

export type PdpaBlock = { type: 'p'; text: string } | { type: 'ul'; items: string[] }

type PdpaSection = {
  /** Anchor id, e.g. 'scope', so each section can be linked as /pdpa#scope. */
  id: string
  number: number
  title: string
  blocks: PdpaBlock[]
}

export type PdpaNotice = {
  title: string
  /** Shown as-is, e.g. 'มีผลบังคับใช้ตั้งแต่วันที่ 5 กันยายน 2568'. */
  effectiveText: string
  /** ISO date of the effective day, for <time dateTime>. */
  effectiveDate: string
  intro: string[]
  sections: PdpaSection[]
}

export type Stat = { value: string; label: string }

export const clinicMarkShapes = [
  'circle',
  'rounded-square',
  'hexagon',
  'shield',
  'diamond',
] as const

export type ClinicMarkShape = (typeof clinicMarkShapes)[number]

export type ClinicLogo = { name: string; initials: string; shape: ClinicMarkShape }

export type Hero = {
  eyebrow: string
  headline: string
  /** Part of the headline drawn in the primary colour. */
  headlineHighlight: string
  promise: string
  demoLabel: string
  lineLabel: string
  highlights: string[]
  /** A picture instead of the drawn dashboard (marketing's, from the media library). */
  image?: { url: string; alt: string; width: number; height: number } | null
}

type TextCard = { title: string; description: string }

export type ProblemSolution = { problem: TextCard; solution: TextCard }

export type UserGroup = {
  role: string
  title: string
  description: string
  icon: IconKey
  benefits: string[]
}

export type Feature = { icon: IconKey; title: string; description: string; points: string[] }

export type WorkflowStep = { number: number; title: string; description: string; time: string }

export type ResultMetric = { value: string; label: string; description: string }

export type SuccessStory = {
  clinic: string
  location: string
  quote: string
  person: string
  role: string
  highlight: string
}

export type SectionIntro = { eyebrow: string; title: string; description: string }

export type Package = {
  id: 'mini' | 'more' | 'ultimate'
  name: string
  subtitle: string
  /** Baht per year per branch, excluding VAT. */
  yearlyPrice: number
  /** e.g. 'เฉลี่ย 1,667 บาท/เดือน' */
  monthlyPriceText: string
  suitability: string
  popular: boolean
  users: string
  storage: string
  /** Omitted where there is none. */
  doctors?: string
  support: string
  features: string[]
}

export type ComparisonRow = {
  feature: string
  included: Record<Package['id'], boolean>
}

export type EquipmentItem = {
  name: string
  model: string
  /** Baht, excluding VAT. */
  price: number
  description: string
  features: [string, string, string, string]
  icon: IconKey
}

export type FaqItem = { question: string; answer: string }
