// The sign-up form's rules as plain values, without zod (see lead-rules.ts); the schemas in
// registration.ts are built from these and from the contact rules every form shares.
import { packageNames } from '@/kernel/content/packages'
import { contactLimits, contactMessages } from '@/kernel/validation/contact-rules'

export const registrationLimits = {
  clinicNameMin: contactLimits.clinicNameMin,
  clinicNameMax: contactLimits.clinicNameMax,
  branchMin: 1,
  branchMax: 999,
} as const

export const registrationMessages = {
  clinicName: contactMessages.clinicName,
  branchCount: `จำนวนสาขาต้องเป็นจำนวนเต็มตั้งแต่ ${registrationLimits.branchMin} ถึง ${registrationLimits.branchMax}`,
  package: `แพ็กเกจต้องเป็น ${packageNames.join(', ')}`,
} as const

/** Labels of the registration fields, for error messages. */
export const registrationFieldLabels: Record<string, string> = {
  clinicName: 'ชื่อคลินิก',
  fullName: 'ชื่อผู้ติดต่อ',
  phone: 'เบอร์โทรศัพท์',
  email: 'อีเมล',
  branchCount: 'จำนวนสาขา',
  package: 'แพ็กเกจที่สนใจ',
  message: 'ข้อความ',
  device_type: 'ประเภทอุปกรณ์',
}
