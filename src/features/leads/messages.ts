/** Replies of POST /api/public/leads besides the shared ones (kernel/api/messages.ts). */
export const leadReplies = {
  ok: 'ขอบคุณที่สนใจ Clinic Plus ทีมงานจะติดต่อกลับโดยเร็วที่สุด',
  /** 409: the form's token is stale or already used; the form fetches another and resends. */
  staleForm: 'แบบฟอร์มนี้เปิดค้างไว้นานเกินไป กรุณากดส่งอีกครั้ง',
} as const
