import { oneLine, type RecordSummary } from '@/kernel/record-summary'
import { formatBaht } from '@/kernel/text/format'
import { displayPhone } from '@/kernel/validation/phone'
import type { Registration } from '@/payload-types'

/** A trial sign-up as sales is told of it: by e-mail, on LINE and in the webhook. */
export function registrationSummary(registration: Registration): RecordSummary {
  return {
    subject: `สมัครทดลองใช้: ${oneLine(registration.clinicName)} · ${registration.package} · ${registration.branchCount} สาขา`,
    rows: [
      ['ชื่อคลินิก', registration.clinicName],
      ['ชื่อผู้ติดต่อ', registration.fullName],
      ['เบอร์โทรศัพท์', displayPhone(registration.phone)],
      ['อีเมล', registration.email],
      ['แพ็กเกจ', registration.package],
      ['จำนวนสาขา', String(registration.branchCount)],
      [
        'มูลค่าต่อปี (ก่อน VAT)',
        registration.yearlyValue == null ? null : `${formatBaht(registration.yearlyValue)} บาท`,
      ],
      ['ข้อความ', registration.message],
    ],
    webhook: {
      clinicName: registration.clinicName,
      package: registration.package,
      branchCount: registration.branchCount,
      yearlyValue: registration.yearlyValue,
      message: registration.message ?? '',
    },
  }
}
