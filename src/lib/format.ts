const baht = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 })

/** 20000 → '20,000' (Thai locale grouping). */
export function formatBaht(value: number): string {
  return baht.format(value)
}
