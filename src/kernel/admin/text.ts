/** Names for Payload's own unnamed controls (kernel/admin/a11y-repairs). */
export const adminRepairText = {
  th: {
    selectAll: 'เลือกทั้งหมด',
    selectRow: 'เลือกรายการนี้',
    moreOptions: 'ตัวเลือกเพิ่มเติม',
    copy: 'คัดลอก',
    removeFile: 'นำไฟล์ออก',
    editUpload: 'แก้ไขไฟล์',
    choose: 'เลือก',
    clearDate: 'ล้างวันที่',
    previousPage: 'หน้าก่อนหน้า',
    nextPage: 'หน้าถัดไป',
    dragToReorder: 'ลากเพื่อจัดลำดับ',
    documentActions: 'แถบเครื่องมือของเอกสาร',
    notifications: 'การแจ้งเตือน',
    addBlock: 'แทรกเนื้อหา',
    dragToMove: 'ลากเพื่อย้าย',
    editLink: 'แก้ไขลิงก์',
    removeLink: 'นำลิงก์ออก',
    insertParagraph: 'เพิ่มย่อหน้าท้ายเนื้อหา',
    recordNumber: 'เลขที่รายการ',
    fullWidth: 'เต็มความกว้าง',
    // The calendar's month heading in the Buddhist year (2026 + 543 = 2569).
    yearOffset: 543,
  },
  en: {
    selectAll: 'Select all',
    selectRow: 'Select this row',
    moreOptions: 'More options',
    copy: 'Copy',
    removeFile: 'Remove file',
    editUpload: 'Edit file',
    choose: 'Choose',
    clearDate: 'Clear date',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    dragToReorder: 'Drag to reorder',
    documentActions: 'Document actions',
    notifications: 'Notifications',
    addBlock: 'Add block',
    dragToMove: 'Drag to move',
    editLink: 'Edit link',
    removeLink: 'Remove link',
    insertParagraph: 'Insert paragraph',
    recordNumber: 'ID',
    fullWidth: 'Responsive',
    yearOffset: 0,
  },
}

/** The import and export plugin's collections, named as the staff's menu names them. */
export const importLabels = {
  singular: { th: 'การนำเข้า', en: 'Import' },
  plural: { th: 'นำเข้าข้อมูล', en: 'Imports' },
} as const

/** An import's state and its summary's counts, which the plugin names in English only. */
export const importStatusNames: Record<string, { th: string; en: string }> = {
  pending: { th: 'รอนำเข้า', en: 'Pending' },
  completed: { th: 'นำเข้าครบแล้ว', en: 'Completed' },
  partial: { th: 'นำเข้าได้บางส่วน', en: 'Partial' },
  failed: { th: 'นำเข้าไม่สำเร็จ', en: 'Failed' },
}

export const importSummaryNames: Record<string, { th: string; en: string }> = {
  imported: { th: 'เพิ่มใหม่', en: 'Imported' },
  updated: { th: 'แก้ไข', en: 'Updated' },
  total: { th: 'ทั้งหมด', en: 'Total' },
  issues: { th: 'มีปัญหา', en: 'Issues' },
  issueDetails: { th: 'รายละเอียดปัญหา', en: 'Issue details' },
}

/** A saved import the job queue has not run yet (kernel/admin/import-progress). */
export const importProgressText = {
  th: 'กำลังนำเข้า… ผลการนำเข้าจะแสดงในหน้านี้เมื่อเสร็จ โดยปกติไม่เกิน 15 วินาที',
  en: 'Importing… the result shows on this page when it is done, usually within 15 seconds.',
} as const

export const exportLabels = {
  singular: { th: 'ไฟล์ส่งออก', en: 'Export' },
  plural: { th: 'ส่งออกข้อมูล', en: 'Exports' },
} as const

/** A visitor's device as the admin names it (leads, registrations, LINE taps, page views). */
export const deviceTypeNames: Record<string, { th: string; en: string }> = {
  mobile: { th: 'โทรศัพท์มือถือ', en: 'Mobile' },
  tablet: { th: 'แท็บเล็ต', en: 'Tablet' },
  desktop: { th: 'คอมพิวเตอร์', en: 'Desktop' },
}

/** The cookie categories a visitor accepted, as the consent records name them. */
export const clinicMarkShapeNames: Record<string, { th: string; en: string }> = {
  circle: { th: 'วงกลม', en: 'Circle' },
  'rounded-square': { th: 'สี่เหลี่ยมมุมมน', en: 'Rounded square' },
  hexagon: { th: 'หกเหลี่ยม', en: 'Hexagon' },
  shield: { th: 'โล่', en: 'Shield' },
  diamond: { th: 'ข้าวหลามตัด', en: 'Diamond' },
}

/** A document's version history (kernel/admin/version-history.tsx). */
export const versionHistoryText = {
  th: {
    heading: 'ประวัติการแก้ไข',
    caption: 'ทุกครั้งที่บันทึก ใหม่ล่าสุดก่อน เปิดฉบับใดก็ได้เพื่อเทียบกับฉบับปัจจุบันหรือกู้คืน',
    savedAt: 'บันทึกเมื่อ',
    by: 'ผู้แก้ไข',
    state: 'สถานะ',
    published: 'เผยแพร่ก่อนหน้านี้',
    currentlyPublished: 'ฉบับที่เผยแพร่อยู่',
    draft: 'ฉบับร่าง',
    autosave: 'บันทึกอัตโนมัติ',
    unknownAuthor: 'ไม่ระบุ',
    removedAuthor: 'ผู้ใช้ที่ถูกลบแล้ว',
    empty: 'ยังไม่มีประวัติการแก้ไข',
    previous: 'ใหม่กว่า',
    next: 'เก่ากว่า',
    page: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
    pages: 'หน้าของประวัติ',
  },
  en: {
    heading: 'Version history',
    caption:
      'Every save, newest first. Open one to compare it with the current version or restore it.',
    savedAt: 'Saved',
    by: 'By',
    state: 'Status',
    published: 'Previously published',
    currentlyPublished: 'Currently published',
    draft: 'Draft',
    autosave: 'Autosave',
    unknownAuthor: 'Unknown',
    removedAuthor: 'Removed user',
    empty: 'No versions yet',
    previous: 'Newer',
    next: 'Older',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pages: 'History pages',
  },
}
