/**
 * The error pages' texts, apart from the other interface texts (messages.ts): an error boundary
 * is a client module that every page of its segment loads, so it should bring only its own words.
 */
export const errorText = {
  title: 'Unexpected Application Error!',
  description: 'ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  retry: 'ลองใหม่อีกครั้ง',
  backHome: 'กลับไปหน้าแรก',
}

export const articlesErrorText = {
  loadErrorTitle: 'โหลดบทความไม่สำเร็จ',
  loadErrorDescription: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง หากยังไม่ได้ โปรดติดต่อเราทางโทรศัพท์หรือ LINE',
  retry: 'ลองอีกครั้ง',
}
