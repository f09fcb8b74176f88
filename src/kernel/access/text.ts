/** What the one door (kernel/access/door.ts) answers a member it refuses. */
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
