/** Texts of our own admin components, in the admin's two languages. */
export const salesListViewsText = {
  th: {
    label: 'มุมมอง',
    views: {
      all: 'ทั้งหมด',
      waiting: 'รอติดต่อครั้งแรก (รอนานสุดก่อน)',
      mine: 'ของฉัน',
      unassigned: 'ยังไม่มีผู้รับผิดชอบ',
      overdue: 'เลยกำหนดติดตาม',
      spam: 'สแปม',
    },
  },
  en: {
    label: 'Views',
    views: {
      all: 'All',
      waiting: 'Waiting for first contact (longest first)',
      mine: 'Mine',
      unassigned: 'Unassigned',
      overdue: 'Overdue follow-ups',
      spam: 'Spam',
    },
  },
} as const

/** The lead and registration lists on a phone (features/sales/admin/sales-phone-list). */
export const salesPhoneListText = {
  th: {
    label: 'รายการในหน้านี้',
    noPhone: 'ไม่มีเบอร์โทร',
    arrived: (elapsed: string) => `เข้ามาเมื่อ ${elapsed}ที่แล้ว`,
  },
  en: {
    label: 'Records on this page',
    noPhone: 'No phone number',
    arrived: (moment: string) => `arrived ${moment}`,
  },
} as const

/** The sales statuses of leads and registrations (features/sales/collections/sales-fields.ts), in order. */
export const salesStatusLabels: Record<string, { th: string; en: string }> = {
  new: { th: 'ใหม่', en: 'New' },
  contacted: { th: 'ติดต่อแล้ว', en: 'Contacted' },
  qualified: { th: 'มีโอกาสขาย', en: 'Qualified' },
  customer: { th: 'เป็นลูกค้าแล้ว', en: 'Customer' },
  lost: { th: 'ไม่สำเร็จ', en: 'Lost' },
  spam: { th: 'สแปม', en: 'Spam' },
}

/** The statuses at the end of the pipeline: nobody needs to follow these up any more. */
export const closedStatuses = ['customer', 'lost', 'spam']

/** The pipeline fields whose changes the history keeps (features/sales/collections/pipeline.ts). */
export const pipelineFieldLabels = {
  status: { th: 'สถานะ', en: 'Status' },
  assignee: { th: 'ผู้รับผิดชอบ', en: 'Assignee' },
  nextFollowUpAt: { th: 'ติดตามครั้งถัดไป', en: 'Next follow-up' },
  lostReason: { th: 'เหตุผลที่ไม่สำเร็จ', en: 'Reason lost' },
  staffNotes: { th: 'บันทึกของทีมงาน', en: 'Staff notes' },
  enquiryOf: { th: 'ติดต่อซ้ำ: เป็นคนเดียวกับ', en: 'Repeat enquiry of' },
} as const

/** History entries our own server writes: routing on arrival, an escalation, a logged call. */
const systemHistoryLabels = {
  escalated: { th: 'แจ้งผู้ดูแลระบบ (เกินเวลาตอบกลับ)', en: 'Escalated (response target missed)' },
  call: { th: 'บันทึกการโทร', en: 'Call logged' },
} as const

/** Contact details staff may correct (with a reason, kept in the history). */
export const contactFieldLabels = {
  fullname: { th: 'ชื่อ-นามสกุล', en: 'Full name' },
  clinicName: { th: 'ชื่อคลินิก', en: 'Clinic name' },
  fullName: { th: 'ชื่อผู้ติดต่อ', en: 'Contact name' },
  phone: { th: 'เบอร์โทรศัพท์', en: 'Phone' },
  email: { th: 'อีเมล', en: 'E-mail' },
} as const

/** What a history entry may be about: a pipeline change or a corrected contact detail. */
export const historyFieldLabels = {
  ...pipelineFieldLabels,
  ...contactFieldLabels,
  ...systemHistoryLabels,
} as const

/** The contact correction in a lead's or registration's sidebar (features/sales/admin/contact-correction). */
export const contactCorrectionText = {
  th: {
    heading: 'แก้ไขข้อมูลติดต่อ',
    intro: 'ใช้เมื่อข้อมูลที่ส่งมาผิด เช่น เบอร์โทรพิมพ์ผิด ค่าเดิมจะถูกเก็บไว้ในประวัติการทำงานพร้อมเหตุผล',
    field: 'ข้อมูลที่จะแก้',
    value: 'ค่าที่ถูกต้อง',
    reason: 'เหตุผล',
    reasonHint: 'เช่น ลูกค้าแจ้งเบอร์ใหม่ทางโทรศัพท์',
    save: 'บันทึกการแก้ไข',
    saving: 'กำลังบันทึก…',
    saved: 'แก้ไขแล้ว ค่าเดิมอยู่ในประวัติการทำงาน',
    unchanged: 'ค่าใหม่เหมือนค่าเดิม ไม่มีการเปลี่ยนแปลง',
    failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่',
  },
  en: {
    heading: 'Correct a contact detail',
    intro:
      'For a detail sent wrongly, such as a mistyped number. The old value stays in the history with the reason.',
    field: 'Detail',
    value: 'Correct value',
    reason: 'Reason',
    reasonHint: 'e.g. the customer gave a new number by phone',
    save: 'Save correction',
    saving: 'Saving…',
    saved: 'Corrected; the old value is in the history',
    unchanged: 'The new value is the same as the old one; nothing changed',
    failed: 'Could not save; please try again',
  },
} as const

/** A lead's or registration's quick actions, first on the screen (features/sales/admin/quick-actions). */
export const quickActionsText = {
  th: {
    heading: 'ติดต่อ',
    repeat: 'ติดต่อซ้ำ',
    due: 'ควรติดต่อภายใน',
    arrived: 'เข้ามาเมื่อ',
    visitorNote: 'ข้อความจากผู้ติดต่อ',
    updated: 'แก้ไขล่าสุด',
    call: 'โทร',
    email: 'อีเมล',
    line: 'LINE (เพิ่มเพื่อนด้วยเบอร์)',
    logHeading: 'บันทึกการโทร',
    outcome: 'ผลการโทร',
    note: 'บันทึกสั้น ๆ (ไม่บังคับ)',
    followUp: 'ติดตามครั้งถัดไป (ไม่บังคับ)',
    followUpShown: 'จะติดตาม',
    save: 'บันทึกการโทร',
    saving: 'กำลังบันทึก…',
    saved: 'บันทึกแล้ว',
    failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่',
    pickOutcome: 'กรุณาเลือกผลการโทร',
  },
  en: {
    heading: 'Contact',
    repeat: 'Repeat enquiry',
    due: 'First contact due',
    arrived: 'Arrived',
    visitorNote: 'Their message',
    updated: 'Last modified',
    call: 'Call',
    email: 'E-mail',
    line: 'LINE (add by phone)',
    logHeading: 'Log a call',
    outcome: 'Outcome',
    note: 'Short note (optional)',
    followUp: 'Next follow-up (optional)',
    followUpShown: 'Follow up',
    save: 'Log call',
    saving: 'Saving…',
    saved: 'Saved',
    failed: 'That did not save; please try again.',
    pickOutcome: 'Please choose the outcome',
  },
} as const
