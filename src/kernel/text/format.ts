/**
 * Numbers as the Thai locale writes them (Western digits, a comma every three), without Intl:
 * the first `Intl.NumberFormat('th-TH')` a page constructs loads the locale's data, a cost the
 * sign-up form would pay while hydrating (docs/architecture.md's performance notes). The unit tests compare every function here with Intl's own output.
 */
function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

function signed(value: number, format: (magnitude: number) => string): string {
  return value < 0 ? `-${format(-value)}` : format(value)
}

/** 20000 → '20,000' (Thai locale grouping, rounded to whole baht). */
export function formatBaht(value: number): string {
  return signed(value, (magnitude) => groupDigits(Math.round(magnitude)))
}

/** A count, such as a number of branches: 1200 → '1,200'. */
export function formatCount(value: number): string {
  return formatBaht(value)
}

/** A figure rounded to one decimal, such as the dashboard's median hours: 1234.5 → '1,234.5'. */
export function formatOneDecimal(value: number): string {
  return signed(value, (magnitude) => {
    const tenths = Math.round(magnitude * 10)
    const whole = groupDigits(Math.floor(tenths / 10))
    return tenths % 10 ? `${whole}.${tenths % 10}` : whole
  })
}

/** An amount in satang as Thai baht, e.g. 2996000 → '฿29,960.00'. */
export function formatSatang(satang: number): string {
  return signed(Math.round(satang), (magnitude) => {
    const cents = String(magnitude % 100).padStart(2, '0')
    return `฿${groupDigits(Math.floor(magnitude / 100))}.${cents}`
  })
}

/**
 * A duration in the unit that reads best, as value and unit: under a minute "ไม่ถึง 1" นาที,
 * then whole minutes, hours to one decimal under two days ("1.5" ชั่วโมง), then whole days.
 */
export function durationParts(minutes: number): { value: string; unit: string } {
  if (minutes < 0.5) return { value: 'ไม่ถึง 1', unit: 'นาที' }
  if (minutes < 59.5) return { value: String(Math.round(minutes)), unit: 'นาที' }
  if (minutes < 48 * 60) return { value: formatOneDecimal(minutes / 60), unit: 'ชั่วโมง' }
  return { value: formatCount(Math.round(minutes / (24 * 60))), unit: 'วัน' }
}

/** A duration in words: "ไม่ถึง 1 นาที", "25 นาที", "1.5 ชั่วโมง", "3 วัน". */
export function formatMinutes(minutes: number): string {
  const { value, unit } = durationParts(minutes)
  return `${value} ${unit}`
}

/** A file's size in the unit that reads best: "850 ไบต์", "12.5 กิโลไบต์", "1.2 เมกะไบต์". */
export function formatBytes(bytes: number): string {
  const units = ['ไบต์', 'กิโลไบต์', 'เมกะไบต์', 'กิกะไบต์'] as const
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${unit === 0 ? formatCount(value) : formatOneDecimal(value)} ${units[unit]}`
}
