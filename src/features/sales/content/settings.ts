/**
 * The sales team's working rules as the admin first shows them (features/sales/globals/sales-settings.ts): the
 * first-response target, working hours and Thailand's public holidays. All of them are settings
 * the admin edits; these are the starting values the seed saves once.
 */
export const weekdays = [
  { value: 'mon', label: 'จันทร์' },
  { value: 'tue', label: 'อังคาร' },
  { value: 'wed', label: 'พุธ' },
  { value: 'thu', label: 'พฤหัสบดี' },
  { value: 'fri', label: 'ศุกร์' },
  { value: 'sat', label: 'เสาร์' },
  { value: 'sun', label: 'อาทิตย์' },
] as const
export type Weekday = (typeof weekdays)[number]['value']

export const salesDefaults = {
  /** One working hour, the window in which a lead is most likely to qualify. */
  firstResponseMinutes: 60,
  workDays: ['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[],
  workStart: '09:00',
  workEnd: '18:00',
}

/**
 * Thailand's public holidays (ประกาศคณะรัฐมนตรี) for 2026 and the fixed-date ones of 2027; the
 * admin adds the year's lunar holidays (มาฆบูชา, วิสาขบูชา, อาสาฬหบูชา) and any extra day off.
 */
export const thaiPublicHolidays: { date: string; name: string }[] = [
  { date: '2026-01-01', name: 'วันขึ้นปีใหม่' },
  { date: '2026-03-03', name: 'วันมาฆบูชา' },
  { date: '2026-04-06', name: 'วันจักรี' },
  { date: '2026-04-13', name: 'วันสงกรานต์' },
  { date: '2026-04-14', name: 'วันสงกรานต์' },
  { date: '2026-04-15', name: 'วันสงกรานต์' },
  { date: '2026-05-01', name: 'วันแรงงานแห่งชาติ' },
  { date: '2026-05-04', name: 'วันฉัตรมงคล' },
  { date: '2026-05-31', name: 'วันวิสาขบูชา' },
  { date: '2026-06-01', name: 'ชดเชยวันวิสาขบูชา' },
  { date: '2026-06-03', name: 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี' },
  { date: '2026-07-28', name: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว' },
  { date: '2026-07-29', name: 'วันอาสาฬหบูชา' },
  { date: '2026-07-30', name: 'วันเข้าพรรษา' },
  { date: '2026-08-12', name: 'วันแม่แห่งชาติ' },
  { date: '2026-10-13', name: 'วันนวมินทรมหาราช' },
  { date: '2026-10-23', name: 'วันปิยมหาราช' },
  { date: '2026-12-05', name: 'วันพ่อแห่งชาติ' },
  { date: '2026-12-07', name: 'ชดเชยวันพ่อแห่งชาติ' },
  { date: '2026-12-10', name: 'วันรัฐธรรมนูญ' },
  { date: '2026-12-31', name: 'วันสิ้นปี' },
  { date: '2027-01-01', name: 'วันขึ้นปีใหม่' },
  { date: '2027-04-06', name: 'วันจักรี' },
  { date: '2027-04-13', name: 'วันสงกรานต์' },
  { date: '2027-04-14', name: 'วันสงกรานต์' },
  { date: '2027-04-15', name: 'วันสงกรานต์' },
  { date: '2027-05-01', name: 'วันแรงงานแห่งชาติ' },
  { date: '2027-05-04', name: 'วันฉัตรมงคล' },
  { date: '2027-06-03', name: 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี' },
  { date: '2027-07-28', name: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว' },
  { date: '2027-08-12', name: 'วันแม่แห่งชาติ' },
  { date: '2027-10-13', name: 'วันนวมินทรมหาราช' },
  { date: '2027-10-23', name: 'วันปิยมหาราช' },
  { date: '2027-12-05', name: 'วันพ่อแห่งชาติ' },
  { date: '2027-12-10', name: 'วันรัฐธรรมนูญ' },
  { date: '2027-12-31', name: 'วันสิ้นปี' },
]
