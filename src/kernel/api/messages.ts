/** The replies every public JSON endpoint shares (Thai: the forms show them to people). */
const invalidJson = 'รูปแบบข้อมูลไม่ถูกต้อง กรุณาส่งข้อมูลเป็น JSON ที่ถูกต้อง'
const tooLarge = 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป'
const unsupportedType = 'กรุณาส่งข้อมูลในรูปแบบ JSON (Content-Type: application/json)'

export const httpReplies = {
  invalidJson,
  tooLarge,
  unsupportedType,
  /** The reply to a body readJsonBody refused, by status. */
  unreadable: { 400: invalidJson, 413: tooLarge, 415: unsupportedType },
  invalidField: (label: string, detail: string) => `ข้อมูลในช่อง "${label}" ไม่ถูกต้อง: ${detail}`,
  rateLimited: 'มีการส่งข้อมูลบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  serverError: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่ภายหลัง',
} as const
