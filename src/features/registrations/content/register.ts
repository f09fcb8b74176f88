/** The trial sign-up page (/register): its copy, in Thai. */
export const registerPage = {
  title: 'ขอทดลองใช้ Clinic Plus ฟรี',
  metaDescription:
    'เลือกแพ็กเกจและจำนวนสาขา ดูราคาต่อปีพร้อม VAT แล้วฝากข้อมูลคลินิกให้ทีมงานติดต่อกลับเพื่อเปิดทดลองใช้ฟรี ไม่มีค่าติดตั้ง',
  eyebrow: 'ทดลองใช้ฟรี',
  intro:
    'เลือกแพ็กเกจที่เหมาะกับคลินิกของคุณ กรอกข้อมูลสั้น ๆ แล้วทีมงานจะติดต่อกลับเพื่อเปิดระบบให้ทดลองใช้ฟรี ยังไม่มีค่าใช้จ่ายใด ๆ จนกว่าคุณจะตัดสินใจ',
} as const

export const registerFormText = {
  formHeading: 'ข้อมูลคลินิก',
  requiredNote: 'ช่องที่มีเครื่องหมาย * จำเป็นต้องกรอก',
  required: 'จำเป็น',
  clinicName: 'ชื่อคลินิก',
  clinicNamePlaceholder: 'เช่น คลินิกทันตกรรมยิ้มสวย',
  fullName: 'ชื่อผู้ติดต่อ',
  fullNamePlaceholder: 'เช่น สมชาย ใจดี',
  phone: 'เบอร์โทรศัพท์',
  phonePlaceholder: 'เช่น 081-234-5678',
  email: 'อีเมล',
  emailPlaceholder: 'name@clinic.com',
  branchCount: 'จำนวนสาขา',
  branchCountHint: '1 ถึง 999 สาขา',
  package: 'แพ็กเกจ',
  perBranchYear: 'บาท/สาขา/ปี',
  recommended: 'แนะนำ',
  message: 'ข้อความถึงทีมงาน (ไม่บังคับ)',
  messagePlaceholder: 'เช่น วันที่สะดวกให้ติดต่อ ระบบที่ใช้อยู่ หรือคำถามที่อยากถาม',
  honeypot: 'เว็บไซต์ของคุณ (ไม่ต้องกรอก)',
  submit: 'ส่งคำขอทดลองใช้ฟรี',
  submitting: 'กำลังส่ง...',
  errorTitle: 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง',
  errorDescription: 'ข้อมูลที่กรอกไว้ยังอยู่ในแบบฟอร์ม คุณสามารถลองส่งอีกครั้ง หรือโทรหาเราได้เลย',
  close: 'ปิด',
} as const

export const registerSummaryText = {
  heading: 'สรุปค่าบริการต่อปี',
  packageLabel: 'แพ็กเกจ',
  branchesLabel: 'จำนวนสาขา',
  perBranchLabel: 'ราคาต่อสาขาต่อปี',
  subtotalLabel: 'รวมก่อน VAT',
  /** `{rate}` is the pricing settings' VAT rate. */
  vatLabel: 'VAT {rate}%',
  totalLabel: 'รวมทั้งสิ้นต่อปี',
  /** Under the branch count on phones, where the summary comes after the form. */
  totalWithVat: 'รวม VAT',
  seeSummary: 'ดูรายละเอียด',
  branchUnit: 'สาขา',
  promisesHeading: 'ทุกแพ็กเกจได้รับ',
  promises: ['ไม่มีค่าติดตั้ง', 'อบรมการใช้งานฟรี', 'ย้ายข้อมูลเดิมให้ฟรี', 'รับประกันความพึงพอใจ 30 วัน'],
  note: 'ราคานี้เป็นค่าบริการหลังช่วงทดลองใช้ การทดลองใช้ไม่มีค่าใช้จ่าย',
} as const

export const registerDoneText = {
  title: 'ได้รับคำขอทดลองใช้แล้ว ขอบคุณครับ/ค่ะ',
  /** {package} and {branches} are filled in. */
  summary: 'แพ็กเกจ {package} จำนวน {branches} สาขา',
  nextHeading: 'ขั้นตอนต่อไป',
  steps: [
    'ทีมงานจะโทรกลับภายใน 1 วันทำการ (จันทร์ - ศุกร์ 09:00 - 18:00 น.) เพื่อยืนยันข้อมูลและนัดเวลาที่สะดวก',
    'เราเปิดระบบทดลองใช้ให้คลินิกของคุณ พร้อมแนะนำการใช้งานเบื้องต้น',
    'ถ้าต้องการย้ายข้อมูลเดิม ทีมงานจะส่งแบบฟอร์มให้และช่วยนำเข้าให้ฟรี',
  ],
  lineHint: 'อยากคุยเลยตอนนี้? ทักทีมงานทาง LINE ได้ทันที',
  again: 'ส่งคำขอสำหรับคลินิกอื่น',
} as const

/** A text group as the CMS holds it: the same keys, any wording. */
type Editable<T> = { [K in keyof T]: T[K] extends readonly string[] ? string[] : string }

export type RegisterFormText = Editable<typeof registerFormText>
export type RegisterSummaryText = Editable<typeof registerSummaryText>
export type RegisterDoneText = Editable<typeof registerDoneText>
