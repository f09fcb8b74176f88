// The rules every form that takes a person's contact details shares (the lead form, the sign-up
// form, a member's invitation, a contact correction), as plain values without zod: the browser
// imports them on every page with a form, and zod only when it validates. The schemas in
// contact.ts are built from these.

/** Limits of a person's details, their own words and the visit's attribution. */
export const contactLimits = {
  fullNameMin: 2,
  fullNameMax: 120,
  phoneMin: 8,
  phoneMax: 20,
  extraMax: 2000,
  utmMax: 200,
  urlMax: 2048,
  emailMax: 254,
  clinicNameMin: 2,
  clinicNameMax: 200,
} as const

/**
 * An optional leading + or digit, then 7 to 14 more digits, each optionally preceded by one space
 * or hyphen: '081-234-5678', '+66 81 234 5678', '021234567'.
 */
export const phonePattern = /^[+\d](?:[ -]?\d){7,14}$/

/**
 * An e-mail address as Payload's own e-mail field checks it (its validator, checked against it
 * over generated addresses in src/features/notifications/tests/email-rule.int.spec.ts): what the
 * forms and the endpoints accept, the collections can always save. No quotes or spaces, no '..',
 * no label starting or ending with a hyphen, a top-level domain of letters.
 */
export const emailPattern =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const contactMessages = {
  fullNameShort: `กรุณากรอกชื่อ-นามสกุลอย่างน้อย ${contactLimits.fullNameMin} ตัวอักษร`,
  fullNameLong: `ชื่อ-นามสกุลต้องไม่เกิน ${contactLimits.fullNameMax} ตัวอักษร`,
  phoneLength: `เบอร์โทรศัพท์ต้องมี ${contactLimits.phoneMin}-${contactLimits.phoneMax} ตัวอักษร`,
  phoneFormat: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง เช่น 081-234-5678',
  email: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@clinic.com',
  extraLong: `รายละเอียดต้องไม่เกิน ${contactLimits.extraMax} ตัวอักษร`,
  nulCharacter: 'มีอักขระที่ใช้ไม่ได้',
  clinicName: `ชื่อคลินิกต้องมี ${contactLimits.clinicNameMin}-${contactLimits.clinicNameMax} ตัวอักษร`,
} as const

/**
 * No NUL character (U+0000): PostgreSQL refuses it in text (the insert fails) and SQLite cuts the
 * text short at it. Nobody types one; it only comes from broken or hostile clients.
 */
export const hasNoNulCharacter = (value: string) => !value.includes('\u0000')
