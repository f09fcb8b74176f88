import commonPasswords from 'fxa-common-password-list'

/**
 * Staff passwords (OWASP ASVS 5.0 V6.2): at least 12 characters, none of the most common
 * passwords (Mozilla's list of the million most common, shipped with the app: no network), and
 * not the member's own e-mail name. No composition rules: length does the work.
 */
export const passwordMinLength = 12
export const passwordMaxLength = 128

export const passwordMessages = {
  short: `รหัสผ่านต้องมีอย่างน้อย ${passwordMinLength} ตัวอักษร`,
  long: `รหัสผ่านต้องไม่เกิน ${passwordMaxLength} ตัวอักษร`,
  common: 'รหัสผ่านนี้ใช้กันทั่วไปและถูกเดาได้ง่าย กรุณาตั้งรหัสผ่านอื่น',
  emailName: 'รหัสผ่านต้องไม่มีชื่ออีเมลของคุณอยู่ในนั้น',
} as const

/** What is wrong with `password` for the member with `email`, in Thai; null when it will do. */
export function passwordProblem(password: string, email?: string | null): string | null {
  if ([...password].length < passwordMinLength) return passwordMessages.short
  if ([...password].length > passwordMaxLength) return passwordMessages.long
  const lower = password.toLowerCase()
  if (commonPasswords.test(lower) || commonPasswords.test(password)) return passwordMessages.common
  const name = (email ?? '').split('@')[0]?.toLowerCase() ?? ''
  if (name.length >= 3 && lower.includes(name)) return passwordMessages.emailName
  return null
}
