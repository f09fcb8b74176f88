/** What staff read about their account's security (collections/users, the two-factor screens). */
export const staffSecurityText = {
  deactivatedLogin: 'บัญชีนี้ถูกปิดการใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบ',
  deleteRefused:
    'ลบผู้ใช้งานนี้ไม่ได้ เพราะมีชื่ออยู่ในประวัติการทำงานของผู้สนใจ ผู้ลงทะเบียน หรือบันทึกกิจกรรมของทีม ให้ปิดการใช้งานบัญชีแทน (ยกเลิกเครื่องหมาย “บัญชีใช้งานได้” แล้วบันทึก)',
  handedOver: (count: number) => `ส่งต่องานที่ยังเปิดอยู่ ${count} รายการ`,
} as const
