/** What staff read about their account's security (collections/users, the two-factor screens). */
export const staffSecurityText = {
  deactivatedLogin: 'บัญชีนี้ถูกปิดการใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบ',
  deleteRefused:
    'ลบผู้ใช้งานนี้ไม่ได้ เพราะมีชื่ออยู่ในประวัติการทำงานของผู้สนใจ ผู้ลงทะเบียน หรือบันทึกกิจกรรมของทีม ให้ปิดการใช้งานบัญชีแทน (ยกเลิกเครื่องหมาย “บัญชีใช้งานได้” แล้วบันทึก)',
  handedOver: (count: number) => `ส่งต่องานที่ยังเปิดอยู่ ${count} รายการ`,
} as const

/** What the one door (access/door.ts) answers a member it refuses. */
export const doorText = {
  secondFactorFirst: 'กรุณายืนยันตัวตนสองขั้นตอนก่อนใช้งานส่วนนี้',
  refused: 'บัญชีนี้ใช้งานส่วนนี้ไม่ได้',
  notOffered: 'ไม่มีบริการนี้',
  /** A job queued by a member who may no longer do what it does, cancelled when it is due. */
  jobCancelled: {
    memberGone: 'ผู้ที่ตั้งเวลาไว้ไม่มีบัญชีแล้ว',
    memberInactive: 'ผู้ที่ตั้งเวลาไว้ถูกปิดการใช้งานบัญชีแล้ว',
    memberNoRight: 'บทบาทปัจจุบันของผู้ที่ตั้งเวลาไว้ไม่มีสิทธิ์ทำรายการนี้แล้ว',
  },
  /** The activity log's detail for a cancelled job: what it would have done, and why not. */
  jobCancelledDetail: (what: string, reason: string) => `${what} ถูกยกเลิก: ${reason}`,
  scheduledPublish: 'การเผยแพร่ตามเวลาที่ตั้งไว้',
  scheduledUnpublish: 'การเลิกเผยแพร่ตามเวลาที่ตั้งไว้',
  scheduledExport: 'การสร้างไฟล์ส่งออก',
  scheduledImport: 'การนำเข้าข้อมูล',
} as const

/** The account security settings (globals/security-settings.ts). */
export const securitySettingsText = {
  nobody: 'ไม่มี',
  fieldHelp:
    'ค่าเริ่มต้น: ผู้ดูแลระบบและฝ่ายขาย ซึ่งเห็นข้อมูลส่วนบุคคลของผู้สนใจ บทบาทที่ตั้งไว้บนเซิร์ฟเวอร์เพิ่มได้แต่เอาออกจากหน้านี้ไม่ได้',
  floor: (roles: string) =>
    `${roles} ต้องยืนยันตัวตนสองขั้นตอนตามที่ตั้งไว้บนเซิร์ฟเวอร์ จึงเอาออกจากหน้านี้ไม่ได้ ถ้าต้องการเปลี่ยน ให้ผู้ดูแลเซิร์ฟเวอร์แก้ค่านั้นก่อน`,
} as const
