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

/** Inviting a member by e-mail (collections/users/invite.ts, components/admin/invite-member). */
export const inviteText = {
  heading: 'เชิญสมาชิกใหม่',
  intro:
    'สมาชิกตั้งรหัสผ่านของตัวเองจากลิงก์ที่ใช้ได้ครั้งเดียวภายใน 72 ชั่วโมง แล้วตั้งการยืนยันตัวตนสองขั้นตอนเมื่อเข้าสู่ระบบครั้งแรก (ถ้าบทบาทนั้นต้องใช้) คุณไม่ต้องรู้หรือพิมพ์รหัสผ่านของใคร',
  name: 'ชื่อ',
  email: 'อีเมล',
  role: 'บทบาท',
  send: 'ส่งคำเชิญ',
  sending: 'กำลังส่ง…',
  exists: 'มีสมาชิกที่ใช้อีเมลนี้และเคยเข้าสู่ระบบแล้ว',
  emailed: (email: string) => `ส่งคำเชิญไปที่ ${email} แล้ว ลิงก์ใช้ได้ครั้งเดียวภายใน 72 ชั่วโมง`,
  copyLink: (email: string) =>
    `ยังไม่ได้ตั้งค่าการส่งอีเมล: คัดลอกลิงก์นี้ส่งให้ ${email} เอง (ใช้ได้ครั้งเดียวภายใน 72 ชั่วโมง อย่าส่งในที่สาธารณะ)`,
  sendFailed: (email: string) =>
    `ส่งอีเมลไม่สำเร็จ: คัดลอกลิงก์นี้ส่งให้ ${email} เอง (ใช้ได้ครั้งเดียวภายใน 72 ชั่วโมง อย่าส่งในที่สาธารณะ) หรือลองเชิญอีกครั้งภายหลัง`,
  again: 'สมาชิกคนนี้ยังไม่เคยเข้าสู่ระบบ จึงส่งคำเชิญใหม่ให้ ลิงก์เดิมใช้ไม่ได้แล้ว',
  copy: 'คัดลอกลิงก์',
  copied: 'คัดลอกแล้ว',
  failed: 'ส่งคำเชิญไม่สำเร็จ กรุณาลองใหม่',
  subject: (product: string) => `คำเชิญเข้าใช้ระบบหลังบ้าน ${product}`,
  body: (name: string, product: string, role: string, link: string) =>
    [
      `สวัสดีคุณ${name}`,
      '',
      `คุณได้รับเชิญให้เข้าใช้ระบบหลังบ้านของ ${product} ในบทบาท${role}`,
      'ตั้งรหัสผ่านของคุณเองได้ที่ลิงก์นี้ (ใช้ได้ครั้งเดียว ภายใน 72 ชั่วโมง):',
      link,
      '',
      'ถ้าบทบาทของคุณต้องยืนยันตัวตนสองขั้นตอน ระบบจะพาตั้งค่าเมื่อเข้าสู่ระบบครั้งแรก',
      'ถ้าคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ ไม่ต้องทำอะไร ลิงก์จะหมดอายุเอง',
    ].join('\n'),
} as const
