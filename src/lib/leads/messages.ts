/** Replies of POST /api/public/leads (Thai, shown to people by the form). */
export const leadReplies = {
  ok: 'ขอบคุณที่สนใจ Clinic Plus ทีมงานจะติดต่อกลับโดยเร็วที่สุด',
  invalidJson: 'รูปแบบข้อมูลไม่ถูกต้อง กรุณาส่งข้อมูลเป็น JSON ที่ถูกต้อง',
  invalidField: (label: string, detail: string) => `ข้อมูลในช่อง "${label}" ไม่ถูกต้อง: ${detail}`,
  tooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  unsupportedType: 'กรุณาส่งข้อมูลในรูปแบบ JSON (Content-Type: application/json)',
  rateLimited: 'มีการส่งข้อมูลบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  serverError: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่ภายหลัง',
} as const

/** The reply to a body readJsonBody refused, shared by every public write endpoint. */
export const unreadableBodyReplies = {
  400: leadReplies.invalidJson,
  413: leadReplies.tooLarge,
  415: leadReplies.unsupportedType,
} as const

/** Version of the consent notice shown under the form; stored with each lead. */
export const consentNoticeVersion = 'lead-consent-2025-09-05'
