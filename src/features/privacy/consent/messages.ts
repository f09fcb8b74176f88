/** Replies of POST /api/public/consents besides the shared ones (kernel/api/messages.ts). */
export const consentReplies = {
  ok: 'บันทึกการตั้งค่าคุกกี้แล้ว',
  invalid: (detail: string) => `ข้อมูลการตั้งค่าคุกกี้ไม่ถูกต้อง: ${detail}`,
  otherVersion: (current: string) => `ฉบับนโยบายคุกกี้ต้องเป็น ${current}`,
} as const
