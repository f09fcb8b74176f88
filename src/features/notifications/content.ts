/** Linking a staff member's LINE account (features/notifications/admin/line-link, on their account page). */
export const lineLinkText = {
  th: {
    heading: 'แจ้งเตือนทาง LINE',
    linked: 'เชื่อมต่อ LINE แล้ว ผู้สนใจใหม่ที่มอบหมายให้จะแจ้งทาง LINE',
    notLinked: 'ยังไม่ได้เชื่อมต่อ LINE ตอนนี้แจ้งผู้สนใจใหม่ทางอีเมล',
    steps: [
      'สแกน QR ด้วยแอป LINE เพื่อเพิ่มบัญชีทางการของเราเป็นเพื่อน',
      'ส่งรหัสด้านล่างในแชตนั้น ภายใน 10 นาที',
      'เมื่อได้รับข้อความยืนยัน กดโหลดหน้านี้ใหม่',
    ],
    create: 'สร้างรหัสเชื่อม LINE',
    creating: 'กำลังสร้างรหัส…',
    code: 'รหัสของคุณ',
    expires: 'ใช้ได้ถึง',
    qr: 'QR สำหรับเพิ่มเพื่อนบัญชี LINE ทางการ',
    noLineUrl: 'ยังไม่ได้ตั้งลิงก์ LINE ของบริษัท (ข้อมูลติดต่อของบริษัท) ค้นหาบัญชีทางการใน LINE แล้วส่งรหัส',
    unlink: 'ยกเลิกการเชื่อม LINE',
    unlinked: 'ยกเลิกการเชื่อม LINE แล้ว',
    othersAccount: 'บัญชีนี้เชื่อมต่อ LINE แล้ว',
    othersAccountNot: 'บัญชีนี้ยังไม่ได้เชื่อมต่อ LINE (เจ้าของบัญชีเชื่อมเองได้จากหน้าบัญชีของตน)',
    failed: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่',
  },
  en: {
    heading: 'LINE notifications',
    linked: 'LINE is linked: new leads assigned to you arrive on LINE.',
    notLinked: 'LINE is not linked: new leads arrive by e-mail.',
    steps: [
      'Scan the QR code with LINE to add our Official Account.',
      'Send the code below in that chat within 10 minutes.',
      'When it confirms, reload this page.',
    ],
    create: 'Create a LINE link code',
    creating: 'Creating…',
    code: 'Your code',
    expires: 'Valid until',
    qr: 'QR code to add the Official Account',
    noLineUrl:
      'The company LINE link is not set; find the Official Account in LINE and send the code.',
    unlink: 'Unlink LINE',
    unlinked: 'LINE unlinked.',
    othersAccount: 'This account has LINE linked.',
    othersAccountNot:
      'This account has no LINE linked (its owner links it from their account page).',
    failed: 'That did not work; please try again.',
  },
} as const
