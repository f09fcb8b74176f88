/**
 * One stored form for every phone number, whatever the visitor or staff member typed, so that a
 * number is found by any way of writing it (the data-subject tool, repeat enquiries):
 * - a Thai number in its national form, the trunk 0 and 8 or 9 digits: '0812345678',
 *   '021234567' ('+66 81…', '66 81…', '+66 081…', '0066 81…' and '081-234-5678' all give it);
 * - any other country's number in E.164, '+' and its digits: '+14155552671' ('00 1 415…' too);
 * - anything else, its digits as typed.
 * Spaces, hyphens, dots and parentheses are dropped.
 */
export function canonicalPhone(raw: string): string {
  const compact = raw.trim().replace(/[\s\-.()]/g, '')
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null
  const digits = international ?? compact
  if (!/^\d+$/.test(digits)) return compact
  const thai = /^66(0?)(\d{8,9})$/.exec(digits)
  if (thai && (international !== null || digits.length >= 10)) return `0${thai[2]}`
  if (international !== null) return `+${digits}`
  return digits
}

/**
 * A stored number as people read it: a Thai mobile 081-234-5678, a Bangkok landline 02-123-4567,
 * a provincial one 053-123-456; anything else as stored.
 */
export function displayPhone(stored: string): string {
  const mobile = /^(0[689]\d)(\d{3})(\d{4})$/.exec(stored)
  if (mobile) return `${mobile[1]}-${mobile[2]}-${mobile[3]}`
  const bangkok = /^(02)(\d{3})(\d{4})$/.exec(stored)
  if (bangkok) return `${bangkok[1]}-${bangkok[2]}-${bangkok[3]}`
  const provincial = /^(0\d{2})(\d{3})(\d{3})$/.exec(stored)
  if (provincial) return `${provincial[1]}-${provincial[2]}-${provincial[3]}`
  return stored
}
