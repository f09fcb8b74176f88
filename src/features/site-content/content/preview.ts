/** The live preview's own texts (app/(site)/preview), in Thai for the content team. */
export const previewText = {
  banner: 'ตัวอย่างฉบับร่าง ผู้เข้าชมยังไม่เห็นจนกว่าจะกดเผยแพร่',
  publishedBanner: 'ฉบับที่เผยแพร่อยู่ ผู้เข้าชมเห็นหน้านี้แล้ว',
  forbiddenTitle: 'ไม่มีสิทธิ์ดูตัวอย่างเนื้อหา',
  forbiddenDescription: 'การดูตัวอย่างหน้าเว็บสำหรับทีมการตลาดและผู้ดูแลระบบเท่านั้น',
  missingTitle: 'ยังไม่มีหน้านี้',
  missingDescription: 'ตั้งชื่อลิงก์ของหน้าแล้วบันทึกฉบับร่าง ตัวอย่างจะแสดงที่นี่',
  metaTitle: 'ตัวอย่างฉบับร่าง',
} as const

/** The message the admin sends the live preview when the editor moves to another section. */
export const previewScrollMessage = 'clinic-preview:scroll-to-block'
