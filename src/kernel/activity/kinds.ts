/**
 * The activity log's words (features/activity-log/collections/activity-log, lib/activity); its kinds are the keys of
 * `activityKindLabels`.
 */
export const activityKindLabels = {
  'sign-in': { th: 'เข้าสู่ระบบ', en: 'Signed in' },
  'sign-in-failed': { th: 'เข้าสู่ระบบไม่สำเร็จ', en: 'Sign-in failed' },
  'two-factor-enrolled': { th: 'ตั้งค่ายืนยันตัวตนสองขั้นตอน', en: 'Second factor enrolled' },
  'two-factor-passed': { th: 'ยืนยันตัวตนสองขั้นตอนสำเร็จ', en: 'Second factor passed' },
  'two-factor-failed': { th: 'รหัสยืนยันสองขั้นตอนไม่ถูกต้อง', en: 'Second factor failed' },
  'two-factor-reset': { th: 'รีเซ็ตการยืนยันตัวตนสองขั้นตอน', en: 'Second factor reset' },
  'session-ended': { th: 'ออกจากระบบจากหน้าบัญชี', en: 'Session ended' },
  'role-changed': { th: 'เปลี่ยนบทบาท', en: 'Role changed' },
  deactivated: { th: 'ปิดการใช้งานบัญชี', en: 'Deactivated' },
  reactivated: { th: 'เปิดการใช้งานบัญชีอีกครั้ง', en: 'Reactivated' },
  'export-created': { th: 'สร้างไฟล์ส่งออก', en: 'Export made' },
  'export-downloaded': { th: 'ดาวน์โหลดไฟล์ส่งออก', en: 'Export downloaded' },
  'subject-search': { th: 'ค้นหาข้อมูลของเจ้าของข้อมูล', en: 'Data-subject search' },
  'subject-export': { th: 'ส่งออกข้อมูลของเจ้าของข้อมูล', en: 'Data-subject export' },
  'subject-erasure': { th: 'ลบข้อมูลของเจ้าของข้อมูล', en: 'Data-subject erasure' },
  'record-viewed': { th: 'เปิดดูข้อมูลผู้สนใจ/ผู้ลงทะเบียน', en: 'Record opened' },
  'chain-checked': { th: 'ตรวจสอบความถูกต้องของบันทึก', en: 'Chain checked' },
  'records-listed': { th: 'เปิดดูรายการผู้สนใจ/ผู้ลงทะเบียน', en: 'Records listed' },
  'job-cancelled': { th: 'ยกเลิกงานที่ตั้งเวลาไว้', en: 'Scheduled job cancelled' },
  'member-created': { th: 'เพิ่มผู้ใช้งาน', en: 'Member added' },
  'security-settings-changed': {
    th: 'เปลี่ยนบทบาทที่ต้องยืนยันตัวตนสองขั้นตอน',
    en: 'Second-factor roles changed',
  },
} as const satisfies Record<string, { th: string; en: string }>

export const activityText = {
  description:
    'บันทึกว่าใครทำอะไรเมื่อไร: การเข้าสู่ระบบ การส่งออกข้อมูล การเปิดดูข้อมูลส่วนบุคคล และการเปลี่ยนแปลงบัญชี แก้ไขหรือลบไม่ได้ เก็บไว้ 1 ปี',
  immutable: 'บันทึกกิจกรรมแก้ไขหรือลบไม่ได้',
  check: 'ตรวจสอบความถูกต้องของบันทึก',
  checking: 'กำลังตรวจสอบ...',
  checkedOk: (count: number) =>
    `บันทึกทั้ง ${count.toLocaleString('th-TH')} รายการถูกต้อง ไม่มีการแก้ไขหรือลบ`,
  checkedBad: (count: number) => `พบ ${count.toLocaleString('th-TH')} รายการที่ถูกแก้ไขหรือถูกลบ:`,
  altered: 'ถูกแก้ไข',
  brokenLink: 'รายการก่อนหน้าถูกลบหรือแก้ไข',
  failed: 'ตรวจสอบไม่สำเร็จ กรุณาลองใหม่',
  exportRefused: 'บทบาทของคุณส่งออกข้อมูลนี้ไม่ได้ (หรือยังไม่ได้ยืนยันตัวตนสองขั้นตอน)',
  /** A list of records a member was shown: how many, and the query's fields (no values). */
  listed: (count: number, filter: string) =>
    `${count.toLocaleString('th-TH')} รายการ${filter ? ` · ตัวกรอง: ${filter}` : ''}`,
  /** A query's operators in words; the values themselves are never logged. */
  operators: {
    equals: 'ตรงกับค่าที่เลือก',
    not_equals: 'ไม่ใช่ค่าที่เลือก',
    in: 'เป็นค่าใดค่าหนึ่งที่เลือก',
    not_in: 'ไม่ใช่ค่าที่เลือก',
    all: 'มีครบทุกค่าที่เลือก',
    like: 'มีคำที่ค้นหา',
    contains: 'มีคำที่ค้นหา',
    exists: 'มีหรือไม่มีค่า',
    greater_than: 'มากกว่าค่าที่กำหนด',
    greater_than_equal: 'ตั้งแต่ค่าที่กำหนด',
    less_than: 'น้อยกว่าค่าที่กำหนด',
    less_than_equal: 'ไม่เกินค่าที่กำหนด',
  } as Record<string, string>,
  /** An operator without words of its own. */
  otherOperator: 'ตามเงื่อนไข',
} as const

/** The activity log's details and subjects in words (features/activity-log/describe.ts). */
export const activityWords = {
  detail: {
    thisDevice: 'อุปกรณ์ที่ใช้อยู่',
    oneOtherDevice: 'อุปกรณ์อื่น 1 เครื่อง',
    allOtherDevices: 'อุปกรณ์อื่นทั้งหมด',
    withApp: 'ด้วยรหัสจากแอปยืนยันตัวตน',
    withRecoveryCode: 'ด้วยรหัสกู้คืน',
    chainOk: (checked: string) => `ถูกต้องทั้ง ${checked} รายการ`,
    chainBad: (problems: string) => `พบ ${problems} รายการที่ถูกแก้ไขหรือถูกลบ`,
    subjectRecords: (leads: string, registrations: string) =>
      `ผู้สนใจ ${leads} ราย · ผู้ลงทะเบียน ${registrations} ราย`,
    customers: (customers: string) => `ลูกค้า ${customers} ราย`,
  },
  subject: {
    /** A record that is gone (erased, deleted): its kind, never a name kept from before. */
    gone: (kind: string) => `${kind} (ถูกลบแล้ว)`,
    exportFile: 'ไฟล์ส่งออก',
    conversions: (platform: string) => `ยอดลูกค้าสำหรับ ${platform}`,
  },
  platforms: { google: 'Google Ads', meta: 'Meta' } as Record<string, string>,
} as const
