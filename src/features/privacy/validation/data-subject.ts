import { canonicalPhone } from '@/kernel/validation/phone'
import { z } from '@/kernel/validation/zod'

/**
 * What staff type to find a data subject's records: an e-mail address or a phone number, in
 * whatever form the person gave it. Normalised so that "Somchai@Clinic.co.th " finds
 * "somchai@clinic.co.th", and "+66 81-234-5678", "66812345678" and "081 234 5678" all find a lead
 * who typed "081-234-5678".
 */
export type SubjectIdentifier = { kind: 'email' | 'phone'; value: string }

const dataSubjectMessages = {
  identifier: 'กรุณากรอกอีเมลหรือเบอร์โทรศัพท์ให้ถูกต้อง เช่น name@clinic.co.th หรือ 081-234-5678',
  format: 'รูปแบบไฟล์ต้องเป็น json หรือ csv',
  confirm: 'กรุณายืนยันการลบข้อมูลก่อน',
  records: 'รายการที่จะลบไม่ถูกต้อง',
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function normaliseIdentifier(raw: string): SubjectIdentifier | null {
  const text = raw.trim()
  if (text.includes('@')) {
    const email = text.replace(/\s+/g, '').toLowerCase()
    return emailPattern.test(email) && email.length <= 254 ? { kind: 'email', value: email } : null
  }
  if (!/^\+?\d{8,15}$/.test(text.replace(/[\s\-.()]/g, ''))) return null
  // Stored numbers are in the same canonical form, whatever the person typed.
  return { kind: 'phone', value: canonicalPhone(text) }
}

const identifier = z
  .string()
  .max(320, dataSubjectMessages.identifier)
  .transform((raw, context) => {
    const parsed = normaliseIdentifier(raw)
    if (!parsed) {
      context.addIssue({ code: 'custom', message: dataSubjectMessages.identifier })
      return z.NEVER
    }
    return parsed
  })

const ids = z.array(z.number().int().positive(), dataSubjectMessages.records).max(1000)

export const dataSubjectSearchSchema = z.object({ identifier })

export const dataSubjectExportSchema = z.object({
  identifier,
  format: z.enum(['json', 'csv'], dataSubjectMessages.format),
})

/** Erasure names the records staff saw and confirmed; only those that still match are erased. */
export const dataSubjectErasureSchema = z.object({
  identifier,
  confirm: z.literal(true, dataSubjectMessages.confirm),
  leadIds: ids,
  registrationIds: ids,
})
