/** Replies of the registration endpoints (Thai, the same shape as the lead endpoint's). */
export const registrationReplies = {
  ok: 'ลงทะเบียนเรียบร้อยแล้ว ทีมงานจะติดต่อกลับเพื่อเปิดใช้งานระบบโดยเร็วที่สุด',
  unauthorized: 'ต้องระบุ Authorization: Bearer <token> ที่ถูกต้อง',
  forbiddenOrigin: 'คำขอนี้ต้องส่งจากหน้าเว็บไซต์เท่านั้น',
  /** 409: the form's token is stale or already used; the form fetches another and resends. */
  staleForm: 'แบบฟอร์มนี้เปิดค้างไว้นานเกินไป กรุณากดส่งอีกครั้ง',
} as const
