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

/** The lead and registration lists on a phone (components/admin/sales-phone-list). */
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

/** The dashboard above Payload's collection cards (components/admin/dashboard). */
export const dashboardText = {
  th: {
    heading: 'ภาพรวมผู้สนใจ',
    intro: 'ตัวเลขไม่รวมสแปม วันที่ตามเวลาประเทศไทย',
    periods: { today: 'วันนี้', week: '7 วันล่าสุด', month: '30 วันล่าสุด' },
    previous: { today: 'เมื่อวาน', week: '7 วันก่อนหน้า', month: '30 วันก่อนหน้า' },
    leadsUnit: 'ราย',
    chartHeading: 'ผู้สนใจรายวัน 90 วันล่าสุด แยกตามช่องทาง',
    chartSummary: 'รวม 90 วัน',
    chartTable: 'ดูข้อมูลเป็นตาราง',
    date: 'วันที่',
    total: 'รวม',
    campaignsHeading: 'แคมเปญ (utm_campaign) 30 วันล่าสุด',
    landingHeading: 'หน้าแรกที่เข้าชม 30 วันล่าสุด',
    name: 'ชื่อ',
    leads: 'ผู้สนใจ',
    advanced: 'มีโอกาสขายหรือเป็นลูกค้า',
    none: 'ยังไม่มีข้อมูล',
    orgHeading: 'ประเภทองค์กร 30 วันล่าสุด',
    group: 'กลุ่ม',
    pipelineHeading: 'สถานะของผู้สนใจทั้งหมด',
    status: 'สถานะ',
    count: 'จำนวน',
    medianFirstContact: 'เวลาตอบกลับครั้งแรก (มัธยฐาน 90 วัน)',
    callHeading: 'ต้องโทรหา',
    freshHeading: 'ผู้สนใจใหม่ รอโทรครั้งแรก',
    call: 'โทร',
    uncontactedHeading: 'ยังไม่มีใครติดต่อเกิน 1 วันทำการ',
    overdueHeading: 'เลยกำหนดติดตามแล้ว',
    waiting: 'รอมาแล้ว',
    due: 'กำหนดติดตาม',
    more: 'และอีก',
    nobodyWaiting: 'ไม่มีรายการค้าง',
    responseHeading: 'ความเร็วในการตอบกลับ',
    responseIntro:
      'เวลาตั้งแต่ผู้สนใจหรือผู้ลงทะเบียนเข้ามาจนติดต่อครั้งแรก และสัดส่วนที่ติดต่อทันเป้าหมายในเวลาทำการ (ตั้งค่าที่ “การมอบหมายและเวลาตอบกลับ”)',
    responsePerson: 'ผู้รับผิดชอบ',
    responseTeam: 'ทั้งทีม',
    responseDays: 'วันล่าสุด',
    responseMedian: 'มัธยฐาน',
    responseWithin: 'ทันเป้าหมาย',
    responseNone: 'ยังไม่มีผู้สนใจที่มอบหมายแล้วใน 90 วันล่าสุด',
    sourcesHeading: 'ช่องทางติดต่อตามแคมเปญ 30 วันล่าสุด',
    sourcesIntro: 'แบบฟอร์มติดต่อ การลงทะเบียนทดลองใช้ และการแตะปุ่มแชท LINE (ไม่มีข้อมูลส่วนบุคคล)',
    campaign: 'แคมเปญ (utm_campaign)',
    noCampaign: 'ไม่มีแคมเปญ',
    formLeads: 'แบบฟอร์ม',
    registrations: 'ลงทะเบียน',
    lineTaps: 'แตะ LINE',
  },
  en: {
    heading: 'Leads at a glance',
    intro: 'Spam is not counted. Days in Thailand time.',
    periods: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days' },
    previous: { today: 'yesterday', week: 'the 7 days before', month: 'the 30 days before' },
    leadsUnit: 'leads',
    chartHeading: 'Leads per day over the last 90 days, by channel',
    chartSummary: '90-day totals',
    chartTable: 'Show as a table',
    date: 'Date',
    total: 'Total',
    campaignsHeading: 'Campaigns (utm_campaign), last 30 days',
    landingHeading: 'Landing pages, last 30 days',
    name: 'Name',
    leads: 'Leads',
    advanced: 'Qualified or customer',
    none: 'No data yet',
    orgHeading: 'Organisation types, last 30 days',
    group: 'Group',
    pipelineHeading: 'Every lead by status',
    status: 'Status',
    count: 'Count',
    medianFirstContact: 'Time to first contact (median, 90 days)',
    hours: 'hours',
    callHeading: 'Needs a call',
    uncontactedHeading: 'Not contacted after 1 working day',
    freshHeading: 'New leads waiting for a first call',
    call: 'Call',
    overdueHeading: 'Follow-ups overdue',
    waiting: 'waiting',
    due: 'due',
    more: 'and',
    nobodyWaiting: 'Nothing waiting',
    responseHeading: 'Response times',
    responseIntro:
      'From arrival to first contact, and the share first contacted within the working-time target.',
    responsePerson: 'Assignee',
    responseTeam: 'Whole team',
    responseDays: 'days',
    responseMedian: 'Median',
    responseWithin: 'Within target',
    responseNone: 'No assigned leads in the last 90 days yet.',
    sourcesHeading: 'Enquiries by campaign, last 30 days',
    sourcesIntro: 'Contact forms, trial registrations and LINE chat taps (no personal data).',
    campaign: 'Campaign (utm_campaign)',
    noCampaign: 'No campaign',
    formLeads: 'Forms',
    registrations: 'Registrations',
    lineTaps: 'LINE taps',
  },
} as const

/** The sales statuses of leads and registrations (collections/shared/sales.ts), in order. */
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

/** The pipeline fields whose changes the history keeps (collections/shared/pipeline.ts). */
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

/** The contact correction in a lead's or registration's sidebar (components/admin/contact-correction). */
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

/** What an erasure removed, as the tool reports it. */
type ErasureCounts = { leads: number; registrations: number; exports: number; jobs: number }

/** The data-subject request tool above the request log (components/admin/data-subject-tool). */
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

/** Names for Payload's own unnamed controls (components/admin/a11y-repairs). */
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

/** The toast after a page, article or the site's texts are published (globals/hooks/announce-publication). */
export const publicationToast = {
  th: 'เผยแพร่แล้ว ผู้เข้าชมเห็นฉบับนี้',
  en: 'Published: visitors see this version',
} as const

/** Linking a staff member's LINE account (components/admin/line-link, on their account page). */
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

/** A lead's or registration's quick actions, first on the screen (components/admin/quick-actions). */
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
/** A saved import the job queue has not run yet (components/admin/import-progress). */
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

export const consentCategoryNames: Record<string, { th: string; en: string }> = {
  necessary: { th: 'จำเป็น', en: 'Necessary' },
  analytics: { th: 'วิเคราะห์การใช้งาน', en: 'Analytics' },
  advertising: { th: 'โฆษณา', en: 'Advertising' },
}

/** A document's version history (components/admin/version-history.tsx). */
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
