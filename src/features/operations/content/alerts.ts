/**
 * What the admins are told when the lead pipeline breaks and when it recovers (features/operations/alerts), on
 * LINE, by e-mail and in the dashboard's banner.
 */
export const alertText = {
  th: {
    subjectOpen: 'แจ้งเตือนระบบ: ',
    subjectClear: 'กลับมาปกติ: ',
    banner: 'ระบบแจ้งเตือนปัญหาที่ยังไม่ได้แก้ไข',
    since: 'ตั้งแต่',
    titles: {
      'channel:line': 'ส่งข้อความทาง LINE ไม่สำเร็จ',
      'channel:email': 'ส่งอีเมลไม่สำเร็จ',
      'channel:webhook': 'ส่งข้อมูลไปยังเว็บฮุกไม่สำเร็จ',
      backup: 'การสำรองข้อมูลมีปัญหา',
      queue: 'งานเบื้องหลังค้างในคิว',
    },
    details: {
      'channel:line':
        'ทีมขายอาจไม่ได้รับแจ้งผู้สนใจใหม่ทาง LINE ตรวจสอบ LINE_CHANNEL_ACCESS_TOKEN และโควตาข้อความของบัญชี LINE OA',
      'channel:email': 'ทีมขายอาจไม่ได้รับอีเมลแจ้งผู้สนใจใหม่ ตรวจสอบ SMTP_URL และเซิร์ฟเวอร์อีเมล',
      'channel:webhook': 'ระบบปลายทางไม่ได้รับผู้สนใจใหม่ ตรวจสอบ LEAD_WEBHOOK_URL และระบบที่รับข้อมูล',
      backup: 'ข้อมูลล่าสุดอาจยังไม่มีสำเนาสำรอง ตรวจสอบด้วยคำสั่ง npm run backup',
      queue: 'การแจ้งเตือนและงานตามกำหนดเวลาอาจล่าช้า ตรวจสอบว่าตัวประมวลผลงาน (worker) ทำงานอยู่',
    },
    recovered: 'ปัญหานี้แก้ไขแล้ว ระบบกลับมาทำงานตามปกติ',
    lastError: 'ข้อผิดพลาดล่าสุด',
    noBackupYet: 'ยังไม่มีการสำรองข้อมูลที่สำเร็จเลยนับตั้งแต่เปิดใช้งาน',
  },
} as const

export type AlertKey = keyof (typeof alertText)['th']['titles']
