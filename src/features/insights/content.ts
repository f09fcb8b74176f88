/**
 * The words of marketing's insight screens (the funnel, A/B tests, ad spend, the conversions
 * export), in the admin's two languages.
 */
export const funnelText = {
  th: {
    title: 'ผลลัพธ์การตลาด',
    heading: 'ผลลัพธ์ตามหน้า แคมเปญ และช่องทาง',
    intro:
      'การเข้าชมนับโดยไม่ใช้คุกกี้และไม่เก็บข้อมูลส่วนบุคคล (ไม่รวมบอต) การเข้าชมคือการเปิดหน้าเว็บครั้งแรกของการเยี่ยมชม ผู้สนใจนับตามหน้าแรกที่เข้าชม แคมเปญ (utm_campaign) และช่องทางของการเยี่ยมชมนั้น ไม่รวมสแปม วันที่ตามเวลาประเทศไทย',
    periodLabel: 'ช่วงเวลา',
    periods: { '7': '7 วัน', '30': '30 วัน', '90': '90 วัน' },
    byLabel: 'แยกตาม',
    by: { page: 'หน้าแรกที่เข้าชม', campaign: 'แคมเปญ', channel: 'ช่องทาง' },
    name: { page: 'หน้า', campaign: 'แคมเปญ', channel: 'ช่องทาง' },
    visits: 'การเข้าชม',
    pageViews: 'ยอดเปิดหน้า',
    leads: 'แบบฟอร์ม',
    registrations: 'สมัครทดลองใช้',
    lineTaps: 'แตะ LINE',
    enquiries: 'ติดต่อเข้ามา',
    enquiryRate: 'อัตราติดต่อ',
    qualified: 'มีโอกาสขาย',
    qualifiedRate: 'อัตรามีโอกาสขาย',
    customers: 'เป็นลูกค้า',
    customerRate: 'อัตราเป็นลูกค้า',
    spend: 'งบโฆษณา (บาท)',
    costPerLead: 'ต้นทุนต่อผู้ติดต่อ',
    costPerQualified: 'ต้นทุนต่อผู้มีโอกาสขาย',
    costPerCustomer: 'ต้นทุนต่อลูกค้า',
    noCampaign: 'ไม่มีแคมเปญ',
    total: 'รวม',
    totalNote: 'แถวรวม: อัตราติดต่อคิดเฉพาะแถวที่มีการเข้าชม ต้นทุนคิดจากงบและผลของแคมเปญที่มีงบโฆษณาเท่านั้น',
    columnsLabel: 'แสดงคอลัมน์',
    columnSets: {
      overview: 'ภาพรวม',
      enquiries: 'ช่องทางติดต่อ',
      sales: 'ผลการขาย',
      costs: 'ต้นทุนโฆษณา',
    },
    none: 'ยังไม่มีข้อมูลในช่วงนี้',
    sortBy: (column: string) => `เรียงตาม${column}`,
    sortedAscending: 'เรียงจากน้อยไปมาก',
    sortedDescending: 'เรียงจากมากไปน้อย',
    tableCaption: (by: string, period: string) => `ผลลัพธ์แยกตาม${by} ${period}ล่าสุด`,
    chartHeading: 'การเข้าชมและการติดต่อรายวัน',
    chartCampaign: 'แคมเปญ',
    chartAll: 'ทุกแคมเปญ',
    chartShow: 'แสดง',
    chartDate: 'วันที่',
    chartSummary: (visits: string, enquiries: string) =>
      `รวม ${visits} การเข้าชม ${enquiries} การติดต่อ`,
    spendNote:
      'งบโฆษณามาจากเมนู "งบโฆษณา" (รายเดือนต่อแคมเปญ) และนับตามสัดส่วนวันในช่วงเวลาที่เลือก ต้นทุนคำนวณเฉพาะแคมเปญที่มีงบ',
    spendLink: 'บันทึกหรือนำเข้างบโฆษณา',
    conversionsHeading: 'ส่งลูกค้าที่ปิดการขายได้กลับไปยังแพลตฟอร์มโฆษณา',
    conversionsIntro:
      'ไฟล์มีเฉพาะรหัสการคลิกโฆษณาของผู้ที่ยินยอมคุกกี้โฆษณา ไม่มีชื่อ เบอร์โทร หรืออีเมล การคลิกจาก iPhone และ iPad ที่ไม่มีรหัสแบบที่ไฟล์ของ Google Ads รับได้จะไม่อยู่ในไฟล์',
    conversionName: 'ชื่อคอนเวอร์ชันตามที่ตั้งไว้ใน Google Ads',
    googleFile: 'ดาวน์โหลดไฟล์สำหรับ Google Ads',
    metaFile: 'ดาวน์โหลดไฟล์สำหรับ Meta',
    navLink: 'ผลลัพธ์การตลาด',
  },
  en: {
    title: 'Marketing results',
    heading: 'Results by page, campaign and channel',
    intro:
      'Visits are counted without cookies or personal data, bots left out; a visit is the first page of a visit. Enquiries are counted by the visit’s landing page, campaign and channel. Spam left out; Bangkok dates.',
    periodLabel: 'Period',
    periods: { '7': '7 days', '30': '30 days', '90': '90 days' },
    byLabel: 'By',
    by: { page: 'Landing page', campaign: 'Campaign', channel: 'Channel' },
    name: { page: 'Page', campaign: 'Campaign', channel: 'Channel' },
    visits: 'Visits',
    pageViews: 'Page views',
    leads: 'Forms',
    registrations: 'Sign-ups',
    lineTaps: 'LINE taps',
    enquiries: 'Enquiries',
    enquiryRate: 'Enquiry rate',
    qualified: 'Qualified',
    qualifiedRate: 'Qualified rate',
    customers: 'Customers',
    customerRate: 'Customer rate',
    spend: 'Ad spend (THB)',
    costPerLead: 'Cost per enquiry',
    costPerQualified: 'Cost per qualified',
    costPerCustomer: 'Cost per customer',
    noCampaign: 'No campaign',
    total: 'Total',
    totalNote:
      'Total row: the enquiry rate counts only rows with visits; costs count only the spend and results of campaigns with ad spend.',
    columnsLabel: 'Columns',
    columnSets: {
      overview: 'Overview',
      enquiries: 'Enquiries',
      sales: 'Sales',
      costs: 'Ad costs',
    },
    none: 'No data in this period yet',
    sortBy: (column: string) => `Sort by ${column}`,
    sortedAscending: 'ascending',
    sortedDescending: 'descending',
    tableCaption: (by: string, period: string) => `Results by ${by}, last ${period}`,
    chartHeading: 'Visits and enquiries per day',
    chartCampaign: 'Campaign',
    chartAll: 'All campaigns',
    chartShow: 'Show',
    chartDate: 'Date',
    chartSummary: (visits: string, enquiries: string) =>
      `${visits} visits, ${enquiries} enquiries in all`,
    spendNote:
      'Ad spend comes from “Ad spend” (per campaign and month), prorated by the days of the period; costs only for campaigns with spend.',
    spendLink: 'Enter or import ad spend',
    conversionsHeading: 'Won customers back to the ad platforms',
    conversionsIntro:
      'Only the ad click ids of visitors who accepted advertising cookies; no names, phones or e-mails. The Google Ads file takes gclids (iOS clicks with only gbraid or wbraid need the API).',
    conversionName: 'Conversion Name, as set in Google Ads',
    googleFile: 'Download the Google Ads file',
    metaFile: 'Download the Meta file',
    navLink: 'Marketing results',
  },
} as const

export type FunnelText = (typeof funnelText)['th'] | (typeof funnelText)['en']

/** The ad-spend list's description (features/insights/admin/ad-spend-description), with the CSV's columns. */
export const adSpendDescriptionText = {
  th: {
    intro: 'งบโฆษณาต่อแคมเปญต่อเดือน (บาท) ใช้คำนวณต้นทุนต่อผู้ติดต่อ ต่อผู้มีโอกาสขาย และต่อลูกค้า',
    columns: 'นำเข้าเป็น CSV ได้ โดยใช้หัวคอลัมน์',
    month: 'เดือนเขียนแบบ 2026-11',
  },
  en: {
    intro:
      'Ad spend per campaign and month (THB), for the cost per lead, per qualified lead and per customer.',
    columns: 'CSV import with the columns',
    month: 'months written as 2026-11',
  },
} as const
