/** Texts of our own admin components, in the admin's two languages. */
export const salesListViewsText = {
  th: {
    label: 'มุมมอง',
    views: {
      all: 'ทั้งหมด',
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
      mine: 'Mine',
      unassigned: 'Unassigned',
      overdue: 'Overdue follow-ups',
      spam: 'Spam',
    },
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
  },
} as const

/** The pipeline fields whose changes the history keeps (collections/shared/pipeline.ts). */
export const pipelineFieldLabels = {
  status: { th: 'สถานะ', en: 'Status' },
  assignee: { th: 'ผู้รับผิดชอบ', en: 'Assignee' },
  nextFollowUpAt: { th: 'ติดตามครั้งถัดไป', en: 'Next follow-up' },
  lostReason: { th: 'เหตุผลที่ไม่สำเร็จ', en: 'Reason lost' },
  staffNotes: { th: 'บันทึกของทีมงาน', en: 'Staff notes' },
} as const
