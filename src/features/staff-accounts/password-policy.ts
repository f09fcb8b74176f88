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

/** The same rules in English, for the operator's console (a refused ADMIN_PASSWORD at start). */
export const passwordRulesInEnglish: Record<keyof typeof passwordMessages, string> = {
  short: `must be at least ${passwordMinLength} characters`,
  long: `must be at most ${passwordMaxLength} characters`,
  common: 'is one of the most common passwords, easy to guess',
  emailName: 'must not contain the part of the e-mail address before the @',
}

/** Which rule `password` breaks for the member with `email`; null when it will do. */
export function passwordRuleBroken(
  password: string,
  email?: string | null,
): keyof typeof passwordMessages | null {
  if ([...password].length < passwordMinLength) return 'short'
  if ([...password].length > passwordMaxLength) return 'long'
  const lower = password.toLowerCase()
  if (commonPasswords.test(lower) || commonPasswords.test(password)) return 'common'
  const name = (email ?? '').split('@')[0]?.toLowerCase() ?? ''
  if (name.length >= 3 && lower.includes(name)) return 'emailName'
  return null
}

/** What is wrong with `password` for the member with `email`, in Thai; null when it will do. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const broken = passwordRuleBroken(password, email)
  return broken && passwordMessages[broken]
}
