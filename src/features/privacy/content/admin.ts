/** What an erasure removed, as the tool reports it. */
type ErasureCounts = { leads: number; registrations: number; exports: number; jobs: number }

/** The data-subject request tool above the request log (features/privacy/admin/data-subject-tool). */
export const dataSubjectText = {
  th: {
    heading: 'ดำเนินการคำขอใช้สิทธิ์',
    intro:
      'กรอกอีเมลหรือเบอร์โทรศัพท์ที่เจ้าของข้อมูลให้ไว้ ระบบจะค้นหาทุกรายการในผู้สนใจและการลงทะเบียน (ไม่สนใจตัวพิมพ์เล็กใหญ่ ช่องว่าง ขีด และ +66 หรือ 0)',
    label: 'อีเมลหรือเบอร์โทรศัพท์',
    search: 'ค้นหา',
    searching: 'กำลังค้นหา…',
    found: (leads: number, registrations: number) =>
      `พบผู้สนใจ ${leads} รายการ และการลงทะเบียน ${registrations} รายการ`,
    nothing: 'ไม่พบข้อมูลของบุคคลนี้ในระบบ (บันทึกผลการค้นหาไว้แล้ว)',
    earlier: (count: number) => `มีคำขอที่ดำเนินการแล้วสำหรับบุคคลนี้ ${count} ครั้ง`,
    caption: 'ข้อมูลที่พบ',
    columns: {
      record: 'ประเภท',
      name: 'ชื่อ',
      email: 'อีเมล',
      phone: 'เบอร์โทรศัพท์',
      createdAt: 'วันที่ส่ง',
    },
    lead: 'ผู้สนใจ',
    registration: 'การลงทะเบียน',
    exportJson: 'ส่งออก JSON',
    exportCsv: 'ส่งออก CSV',
    exporting: 'กำลังส่งออก…',
    exported: 'ดาวน์โหลดไฟล์แล้ว และบันทึกคำขอไว้แล้ว',
    erase: 'ลบข้อมูลทั้งหมดที่พบ',
    confirmQuestion: (count: number) =>
      `ยืนยันการลบข้อมูล ${count} รายการของบุคคลนี้อย่างถาวร? การลบนี้ย้อนกลับไม่ได้`,
    confirm: 'ยืนยันการลบ',
    cancel: 'ยกเลิก',
    erasing: 'กำลังลบ…',
    erased: ({ leads, registrations, exports, jobs }: ErasureCounts) =>
      `ลบผู้สนใจ ${leads} รายการ และการลงทะเบียน ${registrations} รายการแล้ว` +
      ` พร้อมไฟล์ส่งออก ${exports} ไฟล์ และการแจ้งเตือนที่ค้างอยู่ ${jobs} รายการ บันทึกคำขอไว้แล้ว`,
    failed: 'ดำเนินการไม่สำเร็จ กรุณาลองใหม่',
    incomplete: ({ leads, registrations, failed }: ErasureCounts & { failed: number }) =>
      `ลบไม่ครบ: ลบผู้สนใจ ${leads} รายการ และการลงทะเบียน ${registrations} รายการแล้ว` +
      ` แต่อีก ${failed} รายการลบไม่สำเร็จ บันทึกคำขอไว้ว่าลบไม่ครบ กรุณาค้นหาอีกครั้งแล้วลองใหม่`,
    replies: {
      unauthorised: 'กรุณาเข้าสู่ระบบก่อน',
      forbidden: 'เฉพาะผู้ดูแลระบบเท่านั้นที่ดำเนินการคำขอใช้สิทธิ์ได้',
      ledgerUnavailable:
        'ยังไม่ได้ลบข้อมูล: บันทึกการลบไว้ข้างสำเนาสำรองไม่ได้ (ที่เก็บสำเนาสำรองไม่พร้อม) กรุณาลองใหม่ภายหลัง',
    },
  },
  en: {
    heading: 'Handle a request',
    intro:
      "Enter the e-mail address or phone number the person gave. Every lead and registration matching it is found (case, spaces, hyphens and +66 or 0 don't matter).",
    label: 'E-mail or phone number',
    search: 'Search',
    searching: 'Searching…',
    found: (leads: number, registrations: number) =>
      `Found ${leads} lead(s) and ${registrations} registration(s)`,
    nothing: 'Nothing about this person is stored (the search is logged).',
    earlier: (count: number) => `${count} earlier request(s) for this person were handled`,
    caption: 'Records found',
    columns: { record: 'Record', name: 'Name', email: 'E-mail', phone: 'Phone', createdAt: 'Sent' },
    lead: 'Lead',
    registration: 'Registration',
    exportJson: 'Export JSON',
    exportCsv: 'Export CSV',
    exporting: 'Exporting…',
    exported: 'File downloaded, request logged',
    erase: 'Erase everything found',
    confirmQuestion: (count: number) =>
      `Erase these ${count} record(s) for good? This cannot be undone.`,
    confirm: 'Erase',
    cancel: 'Cancel',
    erasing: 'Erasing…',
    erased: ({ leads, registrations, exports, jobs }: ErasureCounts) =>
      `Erased ${leads} lead(s) and ${registrations} registration(s), with ${exports} saved ` +
      `export(s) and ${jobs} queued notification(s); request logged`,
    failed: 'That did not work, please try again',
    incomplete: ({ leads, registrations, failed }: ErasureCounts & { failed: number }) =>
      `Not everything was erased: ${leads} lead(s) and ${registrations} registration(s) went, ` +
      `${failed} record(s) could not be deleted; the request is logged as incomplete. Search again and retry.`,
    replies: {
      unauthorised: 'Please log in',
      forbidden: 'Only admins handle data-subject requests',
      ledgerUnavailable:
        'Nothing was erased: the erasure could not be recorded beside the backups; try again later',
    },
  },
}

/** The cookie categories, as the consent records' list names them. */
export const consentCategoryNames: Record<string, { th: string; en: string }> = {
  necessary: { th: 'จำเป็น', en: 'Necessary' },
  analytics: { th: 'วิเคราะห์การใช้งาน', en: 'Analytics' },
  advertising: { th: 'โฆษณา', en: 'Advertising' },
}
